import type { ClientTableMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ClientTableMessages = {
  empty: 'No se encontraron resultados.',
  search: 'Buscar',
  resize: (column) => `Cambiar el ancho de ${column}`,
};

export const fr: ClientTableMessages = {
  empty: 'Aucun résultat trouvé.',
  search: 'Rechercher',
  resize: (column) => `Redimensionner ${column}`,
};

export const de: ClientTableMessages = {
  empty: 'Keine Ergebnisse gefunden.',
  search: 'Suchen',
  resize: (column) => `Breite von ${column} ändern`,
};

export const pt: ClientTableMessages = {
  empty: 'Nenhum resultado encontrado.',
  search: 'Pesquisar',
  resize: (column) => `Redimensionar ${column}`,
};

export const mh: ClientTableMessages = {
  empty: 'Ejjeḷọk results ear lo.',
  search: 'Pukōt',
  resize: (column) => `Kōm̧m̧ani jonan ${column}`,
};
