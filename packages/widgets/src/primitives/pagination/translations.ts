import type { PaginationMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: PaginationMessages = {
  firstPage: 'Primera página',
  previous: 'Anterior',
  next: 'Siguiente',
  lastPage: 'Última página',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  pagination: 'Paginación',
};

export const fr: PaginationMessages = {
  firstPage: 'Première page',
  previous: 'Précédent',
  next: 'Suivant',
  lastPage: 'Dernière page',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  pagination: 'Pagination',
};

export const de: PaginationMessages = {
  firstPage: 'Erste Seite',
  previous: 'Zurück',
  next: 'Weiter',
  lastPage: 'Letzte Seite',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  pagination: 'Seitennavigation',
};

export const pt: PaginationMessages = {
  firstPage: 'Primeira página',
  previous: 'Anterior',
  next: 'Seguinte',
  lastPage: 'Última página',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  pagination: 'Paginação',
};

export const mh: PaginationMessages = {
  firstPage: 'Peij eo m̧oktata',
  previous: 'Mokta',
  next: 'Tokālik',
  lastPage: 'Peij eo āliktata',
  pageOf: (page, pages) => `Peij ${page} ilo ${pages}`,
  pagination: 'Peij ko',
};
