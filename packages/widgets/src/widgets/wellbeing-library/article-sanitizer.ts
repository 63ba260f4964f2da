// The article reader's sanitiser, the one module resource-item.tsx loads on demand (DOMPurify comes with it).
export { sanitizeHtml } from '../html-content/sanitize';
