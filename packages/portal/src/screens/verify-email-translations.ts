import type { VerifyEmailMessages } from './verify-email-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: VerifyEmailMessages = {
  title: 'Verifica tu correo',
  goHome: 'Ir a tu página de inicio',
  signIn: 'Iniciar sesión',
  incompleteLink: 'Este enlace de verificación está incompleto. Vuelve a abrir el enlace de tu correo.',
  verifying: 'Verificando tu correo…',
  failedTitle: 'No pudimos verificar tu correo',
  failedHelp: 'Puede que el enlace haya caducado o ya se haya usado. Inicia sesión para pedir uno nuevo desde tu página de inicio.',
  verifiedTitle: 'Correo verificado',
  verified: 'Tu correo está verificado. ¡Gracias!',
};
export const fr: VerifyEmailMessages = {
  title: 'Vérifiez votre e-mail',
  goHome: "Aller à votre page d'accueil",
  signIn: 'Se connecter',
  incompleteLink: 'Ce lien de vérification est incomplet. Rouvrez le lien de votre e-mail.',
  verifying: 'Vérification de votre e-mail…',
  failedTitle: "Nous n'avons pas pu vérifier votre e-mail",
  failedHelp: "Le lien a peut-être expiré ou déjà servi. Connectez-vous pour en demander un nouveau depuis votre page d'accueil.",
  verifiedTitle: 'E-mail vérifié',
  verified: 'Votre e-mail est vérifié. Merci !',
};
export const de: VerifyEmailMessages = {
  title: 'E-Mail-Adresse bestätigen',
  goHome: 'Zu Ihrer Startseite',
  signIn: 'Anmelden',
  incompleteLink: 'Dieser Bestätigungslink ist unvollständig. Öffnen Sie den Link aus Ihrer E-Mail erneut.',
  verifying: 'Ihre E-Mail-Adresse wird bestätigt …',
  failedTitle: 'Wir konnten Ihre E-Mail-Adresse nicht bestätigen',
  failedHelp: 'Der Link ist vielleicht abgelaufen oder wurde schon verwendet. Melden Sie sich an, um auf Ihrer Startseite einen neuen anzufordern.',
  verifiedTitle: 'E-Mail-Adresse bestätigt',
  verified: 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!',
};
export const pt: VerifyEmailMessages = {
  title: 'Confirme seu e-mail',
  goHome: 'Ir para sua página inicial',
  signIn: 'Entrar',
  incompleteLink: 'Este link de confirmação está incompleto. Abra novamente o link do seu e-mail.',
  verifying: 'Confirmando seu e-mail…',
  failedTitle: 'Não conseguimos confirmar seu e-mail',
  failedHelp: 'O link pode ter expirado ou já ter sido usado. Entre para pedir um novo na sua página inicial.',
  verifiedTitle: 'E-mail confirmado',
  verified: 'Seu e-mail está confirmado. Obrigado!',
};
// mh: needs review by a Marshallese speaker.
export const mh: VerifyEmailMessages = {
  title: 'Kamool email eo am',
  goHome: 'Etal ñan peij in mōn̄ eo am',
  signIn: 'Deļọñ',
  incompleteLink: 'Lin in kamool ejjab jejjet. Bar kōpeļļọk lin eo ilo email eo am.',
  verifying: 'Ej kamool email eo am…',
  failedTitle: 'Kōm ear jab maron̄ kamool email eo am',
  failedHelp: 'Lin eo emaron̄ kar jeṃḷọk ak emōj kōjerbale. Deļọñ bwe kwōn kajjitōk juon ekāāl jān peij in mōn̄ eo am.',
  verifiedTitle: 'Emōj kamool email eo',
  verified: 'Emōj kamool email eo am. Kom̧ool!',
};
