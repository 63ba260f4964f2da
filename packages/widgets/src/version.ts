/** This package's version; custom element definitions carry it to detect a second copy on a page. */
export const WIDGETS_VERSION = '0.1.0';
