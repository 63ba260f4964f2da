/** spec 001 §9 Tables: server table page size default 10; search debounce 400 ms. */
export const PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;
/** spec 001 §2 table empty text. */
export const NO_RESULTS = 'No Results Found.';
