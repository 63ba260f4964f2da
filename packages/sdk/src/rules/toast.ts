// spec 000 §2 (toast display by toast-message-location), §3.1 (toast_message_locations: path,
// display_status) and §9 (toast durations).
import { TOAST_DURATIONS } from '@healthdeck/contract/light';
import type { ToastKind } from '@healthdeck/contract/light';

/** spec 000 §3.1: a toast_message_locations entry. */
export interface ToastMessageLocation {
  path: string;
  display_status: boolean | number | null;
}

function segments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment !== '');
}

/** spec 000 §2: whether a location pattern matches a path; '*' matches exactly one segment; slashes at the ends do not count. */
export function toastPathMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((segment, i) => segment === '*' || segment === have[i]);
}

/** spec 000 §2: paths under /admin or /client (first segment) are filtered; any other path always shows toasts. */
export function isFilteredToastPath(path: string): boolean {
  const first = segments(path)[0];
  return first === 'admin' || first === 'client';
}

/** spec 000 §2: on admin and client paths a toast shows only if a matching entry has display_status; elsewhere always. */
export function shouldShowToast(path: string, locations: readonly ToastMessageLocation[]): boolean {
  if (!isFilteredToastPath(path)) return true;
  return locations.some((location) => Boolean(location.display_status) && toastPathMatches(location.path, path));
}

/** spec 000 §9: 4000 ms for error, success and default; 8000 ms for warning and info; Infinity for persistent and form error. */
export function toastDuration(kind: ToastKind): number {
  return TOAST_DURATIONS[kind] ?? Number.POSITIVE_INFINITY;
}
