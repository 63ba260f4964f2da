import type { ClientTableMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ClientTableMessages = {
  firstPage: 'Primera página',
  previous: 'Anterior',
  next: 'Siguiente',
  lastPage: 'Última página',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  empty: 'No se encontraron resultados.',
  search: 'Buscar',
  resize: (column) => `Cambiar el ancho de ${column}`,
  pagination: 'Paginación',
};

export const fr: ClientTableMessages = {
  firstPage: 'Première page',
  previous: 'Précédent',
  next: 'Suivant',
  lastPage: 'Dernière page',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  empty: 'Aucun résultat trouvé.',
  search: 'Rechercher',
  resize: (column) => `Redimensionner ${column}`,
  pagination: 'Pagination',
};

export const de: ClientTableMessages = {
  firstPage: 'Erste Seite',
  previous: 'Zurück',
  next: 'Weiter',
  lastPage: 'Letzte Seite',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  empty: 'Keine Ergebnisse gefunden.',
  search: 'Suchen',
  resize: (column) => `Breite von ${column} ändern`,
  pagination: 'Seitennavigation',
};

export const pt: ClientTableMessages = {
  firstPage: 'Primeira página',
  previous: 'Anterior',
  next: 'Seguinte',
  lastPage: 'Última página',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  empty: 'Nenhum resultado encontrado.',
  search: 'Pesquisar',
  resize: (column) => `Redimensionar ${column}`,
  pagination: 'Paginação',
};

export const mh: ClientTableMessages = {
  firstPage: 'Peij eo m̧oktata',
  previous: 'Mokta',
  next: 'Tokālik',
  lastPage: 'Peij eo āliktata',
  pageOf: (page, pages) => `Peij ${page} ilo ${pages}`,
  empty: 'Ejjeḷọk results ear lo.',
  search: 'Pukōt',
  resize: (column) => `Kōm̧m̧ani jonan ${column}`,
  pagination: 'Peij ko',
};
