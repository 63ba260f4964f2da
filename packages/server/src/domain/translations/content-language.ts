import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@healthdeck/contract';

const SUPPORTED = Object.keys(LANGUAGES) as Language[];

/**
 * The language an Accept-Language header asks for among the six (spec 001 §3: en, es, fr, de, pt,
 * mh), by its quality values, a regional tag counting for its language ('es-MX' → es); English when
 * it names none of them or there is no header.
 */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages(SUPPORTED);
  return (best as Language | undefined) ?? 'en';
}
