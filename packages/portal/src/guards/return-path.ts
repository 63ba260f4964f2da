/** Where a guard sent the user from (router state `{ from }`), so sign-in can return there. */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  // Only same-app paths: never an absolute URL, never back to the auth screens.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (/^\/(sign-in|sign-up|unauthorized)\b/.test(from)) return null;
  return from;
}
