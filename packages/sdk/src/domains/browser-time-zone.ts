// spec 000 §9: the browser's time zone, for the domains' day-bound calls (defined with the transport's URL building).
export { browserTimeZone } from '../transport/url.js';
