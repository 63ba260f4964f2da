import type { ContentCardMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ContentCardMessages = { open: 'Abrir', newTab: 'se abre en una pestaña nueva', learnMore: 'Más información' };
export const fr: ContentCardMessages = { open: 'Ouvrir', newTab: "s'ouvre dans un nouvel onglet", learnMore: 'En savoir plus' };
export const de: ContentCardMessages = { open: 'Öffnen', newTab: 'öffnet in einem neuen Tab', learnMore: 'Mehr erfahren' };
export const pt: ContentCardMessages = { open: 'Abrir', newTab: 'abre num novo separador', learnMore: 'Saber mais' };
export const mh: ContentCardMessages = { open: 'Kōpellok', newTab: 'ej kōpellok ilo juon tab kāāl', learnMore: 'Katakin bar' };
