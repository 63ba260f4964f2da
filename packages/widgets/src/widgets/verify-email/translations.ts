import type { VerifyEmailMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: VerifyEmailMessages = {
  title: 'Verifica tu correo electrónico',
  beforeEmail: 'Confirma ',
  afterEmail: ' para que podamos contactarte sobre tus resultados y tu cuenta.',
  verify: 'Verificar mi correo',
  resend: 'Reenviar correo de verificación',
  sent: 'Correo de verificación enviado',
  sentHint: 'Revisa tu bandeja de entrada (y la carpeta de spam) para encontrar el enlace.',
  failed: 'No se pudo enviar el correo de verificación',
};

export const fr: VerifyEmailMessages = {
  title: 'Vérifiez votre adresse e-mail',
  beforeEmail: 'Confirmez ',
  afterEmail: ' pour que nous puissions vous joindre au sujet de vos résultats et de votre compte.',
  verify: 'Vérifier mon adresse e-mail',
  resend: "Renvoyer l'e-mail de vérification",
  sent: 'E-mail de vérification envoyé',
  sentHint: 'Cherchez le lien dans votre boîte de réception (et vos courriers indésirables).',
  failed: "Impossible d'envoyer l'e-mail de vérification",
};

export const de: VerifyEmailMessages = {
  title: 'Bestätigen Sie Ihre E-Mail-Adresse',
  beforeEmail: 'Bestätigen Sie ',
  afterEmail: ', damit wir Sie zu Ihren Ergebnissen und Ihrem Konto erreichen können.',
  verify: 'Meine E-Mail bestätigen',
  resend: 'Bestätigungs-E-Mail erneut senden',
  sent: 'Bestätigungs-E-Mail gesendet',
  sentHint: 'Den Link finden Sie in Ihrem Posteingang (oder im Spam-Ordner).',
  failed: 'Die Bestätigungs-E-Mail konnte nicht gesendet werden',
};

export const pt: VerifyEmailMessages = {
  title: 'Verifique o seu e-mail',
  beforeEmail: 'Confirme ',
  afterEmail: ' para que possamos contactá-lo sobre os seus resultados e a sua conta.',
  verify: 'Verificar o meu e-mail',
  resend: 'Reenviar e-mail de verificação',
  sent: 'E-mail de verificação enviado',
  sentHint: 'Procure o link na sua caixa de entrada (e na pasta de spam).',
  failed: 'Não foi possível enviar o e-mail de verificação',
};

export const mh: VerifyEmailMessages = {
  title: 'Kamool am email',
  beforeEmail: 'Kamool ',
  afterEmail: ' bwe jen maron kebaak eok kin am results im am account.',
  verify: 'Kamool aō email',
  resend: 'Bar jilkinlok email in kamool',
  sent: 'Email in kamool ear jilkinlok',
  sentHint: 'Lale inbox eo am (im spam folder) ñan link eo.',
  failed: 'Ear jab maron jilkinlok email in kamool',
};
