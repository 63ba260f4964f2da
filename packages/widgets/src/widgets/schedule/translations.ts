import type { ScheduleMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ScheduleMessages = {
  title: 'Programar una llamada',
  text: 'Elige la hora que mejor te convenga para hablar con tu equipo de atención.',
  button: 'Elegir una hora',
  newTab: 'se abre en una pestaña nueva',
  loading: 'Cargando el enlace de programación',
  empty: 'La programación no está disponible en este momento.',
  failed: 'No pudimos cargar el enlace de programación.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para programar una llamada.',
};

export const fr: ScheduleMessages = {
  title: 'Planifier un appel',
  text: "Choisissez l'heure qui vous convient pour parler à votre équipe de soins.",
  button: 'Choisir une heure',
  newTab: "s'ouvre dans un nouvel onglet",
  loading: 'Chargement du lien de planification',
  empty: "La planification n'est pas disponible pour le moment.",
  failed: "Nous n'avons pas pu charger le lien de planification.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour planifier un appel.',
};

export const de: ScheduleMessages = {
  title: 'Anruf planen',
  text: 'Wählen Sie eine passende Zeit für ein Gespräch mit Ihrem Betreuungsteam.',
  button: 'Zeit wählen',
  newTab: 'öffnet in einem neuen Tab',
  loading: 'Terminlink wird geladen',
  empty: 'Die Terminplanung ist im Moment nicht verfügbar.',
  failed: 'Der Terminlink konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um einen Anruf zu planen.',
};

export const pt: ScheduleMessages = {
  title: 'Agendar uma chamada',
  text: 'Escolha a hora que lhe for mais conveniente para falar com a sua equipa de cuidados.',
  button: 'Escolher uma hora',
  newTab: 'abre num novo separador',
  loading: 'A carregar a ligação de agendamento',
  empty: 'O agendamento não está disponível de momento.',
  failed: 'Não foi possível carregar a ligação de agendamento.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para agendar uma chamada.',
};

export const mh: ScheduleMessages = {
  title: 'Kōpooj juon kūr',
  text: 'Kālet juon iien ekōņaan eok ñan kōnono ippān doulul in lale ājmour eo am.',
  button: 'Kālet juon iien',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  loading: 'Ej load link in kōpooj',
  empty: 'Ejjab maron kōpooj kiiō.',
  failed: 'Ear jab maron load link in kōpooj.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn kōpooj juon kūr.',
};
