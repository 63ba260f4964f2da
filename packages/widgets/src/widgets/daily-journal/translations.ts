import type { DailyJournalMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: DailyJournalMessages = { title: 'Diario', takeTour: 'Hacer el recorrido' };
export const fr: DailyJournalMessages = { title: 'Journal quotidien', takeTour: 'Faire la visite' };
export const de: DailyJournalMessages = { title: 'Tagebuch', takeTour: 'Tour starten' };
export const pt: DailyJournalMessages = { title: 'Diário', takeTour: 'Fazer o tour' };
// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: DailyJournalMessages = { title: 'Bok in raan otemjej', takeTour: 'Jino kōmmālim eo' };
