import type { ClientTableMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ClientTableMessages = {
  scrollHint: 'Desliza o desplázate hacia los lados para ver todas las columnas.',
  empty: 'No se encontraron resultados.',
  search: 'Buscar',
  resize: (column) => `Cambiar el ancho de ${column}`,
};

export const fr: ClientTableMessages = {
  scrollHint: 'Faites défiler sur le côté pour voir toutes les colonnes.',
  empty: 'Aucun résultat trouvé.',
  search: 'Rechercher',
  resize: (column) => `Redimensionner ${column}`,
};

export const de: ClientTableMessages = {
  scrollHint: 'Seitlich wischen oder scrollen, um alle Spalten zu sehen.',
  empty: 'Keine Ergebnisse gefunden.',
  search: 'Suchen',
  resize: (column) => `Breite von ${column} ändern`,
};

export const pt: ClientTableMessages = {
  scrollHint: 'Deslize ou role para o lado para ver todas as colunas.',
  empty: 'Nenhum resultado encontrado.',
  search: 'Pesquisar',
  resize: (column) => `Redimensionar ${column}`,
};

export const mh: ClientTableMessages = {
  scrollHint: 'Kōkōmkōm ñan kōtaan bwe kwōn lo aolep kōlōm ko.',
  empty: 'Ejjeḷọk results ear lo.',
  search: 'Pukōt',
  resize: (column) => `Kōm̧m̧ani jonan ${column}`,
};
