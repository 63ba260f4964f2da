import type { MoodMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: MoodMessages = {
  title: 'Registro de ánimo',
  prompt: '¿Cómo te sientes hoy?',
  empty: 'Haz clic en la expresión que coincide con tu estado de ánimo.',
  options: 'Estados de ánimo',
  loading: 'Cargando estado de ánimo',
  signedOut: 'Inicia sesión para registrar tu estado de ánimo.',
  moods: { happy: 'Feliz', neutral: 'Neutral', sad: 'Triste', anxious: 'Ansioso', sick: 'Enfermo', angry: 'Enojado' },
};

export const fr: MoodMessages = {
  title: 'Suivi de l’humeur',
  prompt: 'Comment vous sentez-vous aujourd’hui ?',
  empty: 'Cliquez sur l’expression qui correspond à votre humeur.',
  options: 'Humeurs',
  loading: 'Chargement de l’humeur',
  signedOut: 'Connectez-vous pour noter votre humeur.',
  moods: { happy: 'Heureux', neutral: 'Neutre', sad: 'Triste', anxious: 'Anxieux', sick: 'Malade', angry: 'En colère' },
};

export const de: MoodMessages = {
  title: 'Stimmungstagebuch',
  prompt: 'Wie fühlen Sie sich heute?',
  empty: 'Klicken Sie auf den Gesichtsausdruck, der zu Ihrer Stimmung passt.',
  options: 'Stimmungen',
  loading: 'Stimmung wird geladen',
  signedOut: 'Melden Sie sich an, um Ihre Stimmung zu erfassen.',
  moods: { happy: 'Glücklich', neutral: 'Neutral', sad: 'Traurig', anxious: 'Ängstlich', sick: 'Krank', angry: 'Wütend' },
};

export const pt: MoodMessages = {
  title: 'Registro de humor',
  prompt: 'Como você está se sentindo hoje?',
  empty: 'Clique na expressão que combina com o seu humor.',
  options: 'Humores',
  loading: 'Carregando humor',
  signedOut: 'Entre para registrar seu humor.',
  moods: { happy: 'Feliz', neutral: 'Neutro', sad: 'Triste', anxious: 'Ansioso', sick: 'Doente', angry: 'Com raiva' },
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: MoodMessages = {
  title: 'Jerbal in Eņōm',
  prompt: 'Ewi wāween am eņōm rainin?',
  empty: 'Kilkil ioon wāween mejam eo ej jerbal ippān am eņōm.',
  options: 'Wāween eņōm',
  loading: 'Ej kōmman',
  signedOut: 'Deļọñ̄ bwe kwōn je am eņōm.',
  moods: { happy: 'Mōņōņō', neutral: 'Jimwe', sad: 'Būroņmōj', anxious: 'Inepata', sick: 'Nañinmej', angry: 'Illu' },
};
