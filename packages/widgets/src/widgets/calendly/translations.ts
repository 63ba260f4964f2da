import type { CalendlyMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: CalendlyMessages = {
  title: 'Programar una llamada',
  text: 'Elige el día y la hora que mejor te vengan para hablar con tu equipo de atención.',
  linkOnly: 'Elige en nuestra página de citas la hora que mejor te venga para hablar con tu equipo de atención.',
  frameTitle: 'Página de citas (Calendly)',
  openElsewhere: 'Abrir la página de citas',
  button: 'Elegir una hora',
  newTab: 'se abre en una pestaña nueva',
  loading: 'Cargando la página de citas',
  empty: 'La programación no está disponible en este momento.',
  failed: 'No pudimos cargar la página de citas.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para programar una llamada.',
};

export const fr: CalendlyMessages = {
  title: 'Planifier un appel',
  text: 'Choisissez le jour et l’heure qui vous conviennent pour parler avec votre équipe de soins.',
  linkOnly: 'Choisissez sur notre page de rendez-vous l’heure qui vous convient pour parler avec votre équipe de soins.',
  frameTitle: 'Page de rendez-vous (Calendly)',
  openElsewhere: 'Ouvrir la page de rendez-vous',
  button: 'Choisir une heure',
  newTab: "s'ouvre dans un nouvel onglet",
  loading: 'Chargement de la page de rendez-vous',
  empty: "La planification n'est pas disponible pour le moment.",
  failed: "Nous n'avons pas pu charger la page de rendez-vous.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour planifier un appel.',
};

export const de: CalendlyMessages = {
  title: 'Einen Anruf planen',
  text: 'Wählen Sie einen Tag und eine Uhrzeit, die Ihnen passen, um mit Ihrem Betreuungsteam zu sprechen.',
  linkOnly: 'Wählen Sie auf unserer Terminseite eine Uhrzeit, die Ihnen passt, um mit Ihrem Betreuungsteam zu sprechen.',
  frameTitle: 'Terminseite (Calendly)',
  openElsewhere: 'Terminseite öffnen',
  button: 'Uhrzeit wählen',
  newTab: 'öffnet in einem neuen Tab',
  loading: 'Terminseite wird geladen',
  empty: 'Die Terminplanung ist gerade nicht verfügbar.',
  failed: 'Die Terminseite konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um einen Anruf zu planen.',
};

export const pt: CalendlyMessages = {
  title: 'Agendar uma chamada',
  text: 'Escolha o dia e a hora que lhe convêm para falar com a sua equipa de cuidados.',
  linkOnly: 'Escolha na nossa página de marcações a hora que lhe convém para falar com a sua equipa de cuidados.',
  frameTitle: 'Página de marcações (Calendly)',
  openElsewhere: 'Abrir a página de marcações',
  button: 'Escolher uma hora',
  newTab: 'abre num novo separador',
  loading: 'A carregar a página de marcações',
  empty: 'O agendamento não está disponível neste momento.',
  failed: 'Não foi possível carregar a página de marcações.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para agendar uma chamada.',
};

export const mh: CalendlyMessages = {
  title: 'Kōllaajrak juon kūr',
  text: 'Kāālōt juon raan im awa eo ej jejjet ñan kwe bwe kwōn kōnono ippān team in lale ājmour eo am.',
  linkOnly: 'Kāālōt juon awa eo ej jejjet ñan kwe ilo peij in kōllaajrak eo ad bwe kwōn kōnono ippān team in lale ājmour eo am.',
  frameTitle: 'Peij in kōllaajrak (Calendly)',
  openElsewhere: 'Kōpellok peij in kōllaajrak',
  button: 'Kāālōt juon awa',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  loading: 'Ej load peij in kōllaajrak',
  empty: 'Kōllaajrak ejjab pād kiiō.',
  failed: 'Ear jab maron load peij in kōllaajrak.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn kōllaajrak juon kūr.',
};
