// The elements that open encrypted member records in the browser (spec 000 §5) and so have a
// locked state: without the member's private key they ask for the password (shared
// private-key-unlock.tsx, or the testing center's own unlock form). The gallery holds no key, so
// these show their locked state; the others read nothing encrypted and have none.
export const LOCKABLE_TAGS: ReadonlySet<string> = new Set([
  'hd-body-scan',
  'hd-hra-form',
  'hd-kit-detail-card',
  'hd-kit-results',
  'hd-nutrition-form',
  'hd-testing-center',
  'hd-vitals',
  'hd-vitals-history',
]);
