import type { Language } from '@healthdeck/contract/light';

/** A date and time in the member's language (English where the browser has no data for it). */
export function formatWhen(iso: string, language: Language): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
