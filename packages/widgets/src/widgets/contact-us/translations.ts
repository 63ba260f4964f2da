import type { ContactUsMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ContactUsMessages = {
  title: 'Contáctanos',
  text: '¿Tienes preguntas sobre tu atención o tu cuenta? Estamos aquí para ayudarte.',
  button: 'Contáctanos',
  newTab: 'se abre en una pestaña nueva',
  empty: 'Nuestra página de contacto aún no está disponible. Vuelve pronto.',
  loading: 'Cargando nuestra página de contacto',
  failed: 'No pudimos cargar nuestra página de contacto.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para contactarnos.',
};

export const fr: ContactUsMessages = {
  title: 'Nous contacter',
  text: 'Des questions sur vos soins ou votre compte ? Nous sommes là pour vous aider.',
  button: 'Nous contacter',
  newTab: "s'ouvre dans un nouvel onglet",
  empty: "Notre page de contact n'est pas encore disponible. Revenez bientôt.",
  loading: 'Chargement de notre page de contact',
  failed: "Nous n'avons pas pu charger notre page de contact.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour nous contacter.',
};

export const de: ContactUsMessages = {
  title: 'Kontakt',
  text: 'Fragen zu Ihrer Versorgung oder Ihrem Konto? Wir helfen Ihnen gern.',
  button: 'Kontakt aufnehmen',
  newTab: 'öffnet in einem neuen Tab',
  empty: 'Unsere Kontaktseite ist noch nicht eingerichtet. Schauen Sie bald wieder vorbei.',
  loading: 'Unsere Kontaktseite wird geladen',
  failed: 'Unsere Kontaktseite konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um uns zu kontaktieren.',
};

export const pt: ContactUsMessages = {
  title: 'Contacte-nos',
  text: 'Tem perguntas sobre os seus cuidados ou a sua conta? Estamos aqui para ajudar.',
  button: 'Contacte-nos',
  newTab: 'abre num novo separador',
  empty: 'A nossa página de contacto ainda não está disponível. Volte em breve.',
  loading: 'A carregar a nossa página de contacto',
  failed: 'Não foi possível carregar a nossa página de contacto.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para nos contactar.',
};

export const mh: ContactUsMessages = {
  title: 'Kepaak kōm',
  text: 'Kwōj kajjitōk kōn am lale ājmour ak am account? Kōm ij pād ñan jipañ eok.',
  button: 'Kepaak kōm',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  empty: 'Peij in kepaak eo ejjañin kōpooj. Bar itok tok.',
  loading: 'Ej load peij in kepaake eo ad',
  failed: 'Ear jab maron load peij in kepaake eo ad.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn kepaak kōm.',
};
