import type { ContactUsMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ContactUsMessages = {
  title: 'Contáctanos',
  text: '¿Tienes preguntas sobre tu atención o tu cuenta? Estamos aquí para ayudarte.',
  button: 'Contáctanos',
  newTab: 'se abre en una pestaña nueva',
  empty: 'Nuestra página de contacto aún no está disponible. Vuelve pronto.',
  signedOut: 'Inicia sesión para contactarnos.',
};

export const fr: ContactUsMessages = {
  title: 'Nous contacter',
  text: 'Des questions sur vos soins ou votre compte ? Nous sommes là pour vous aider.',
  button: 'Nous contacter',
  newTab: "s'ouvre dans un nouvel onglet",
  empty: "Notre page de contact n'est pas encore disponible. Revenez bientôt.",
  signedOut: 'Connectez-vous pour nous contacter.',
};

export const de: ContactUsMessages = {
  title: 'Kontakt',
  text: 'Fragen zu Ihrer Versorgung oder Ihrem Konto? Wir helfen Ihnen gern.',
  button: 'Kontakt aufnehmen',
  newTab: 'öffnet in einem neuen Tab',
  empty: 'Unsere Kontaktseite ist noch nicht eingerichtet. Schauen Sie bald wieder vorbei.',
  signedOut: 'Melden Sie sich an, um uns zu kontaktieren.',
};

export const pt: ContactUsMessages = {
  title: 'Contacte-nos',
  text: 'Tem perguntas sobre os seus cuidados ou a sua conta? Estamos aqui para ajudar.',
  button: 'Contacte-nos',
  newTab: 'abre num novo separador',
  empty: 'A nossa página de contacto ainda não está disponível. Volte em breve.',
  signedOut: 'Inicie sessão para nos contactar.',
};

export const mh: ContactUsMessages = {
  title: 'Kepaak kōm',
  text: 'Kwōj kajjitōk kōn am lale ājmour ak am account? Kōm ij pād ñan jipañ eok.',
  button: 'Kepaak kōm',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  empty: 'Peij in kepaak eo ejjañin kōpooj. Bar itok tok.',
  signedOut: 'Sign in bwe kwōn kepaak kōm.',
};
