import { TOAST_DURATIONS, type ToastKind, type TOAST_TITLES } from '@healthdeck/contract/light';
import { $toastLocations, shouldShowToast } from '@healthdeck/sdk';

export type ToastTitle = (typeof TOAST_TITLES)[number];

/** spec 000 §8 titles, one per kind; 'Thank you!' is picked by passing it as `title`. */
export const TOAST_KIND_TITLES: Record<ToastKind, ToastTitle> = {
  info: 'Information',
  success: 'Success!',
  warning: 'Oops!',
  error: 'Error',
  persistent: 'Error',
  formError: 'Error',
  default: 'Information',
};

export interface ToastOptions {
  kind?: ToastKind;
  title?: ToastTitle | string;
  message: string;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  /** ms before it leaves by itself; null = stays until dismissed (spec 000 §9). */
  duration: number | null;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** The page's path; toasts on admin and client paths follow the toast-message locations. */
function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

/**
 * Shows a toast; durations come from the contract's TOAST_DURATIONS (spec 000 §9). Returns its id,
 * or null when the toast-message locations hide toasts on this path (spec 000 §2: on admin and
 * client paths only where an entry with display_status matches; the entries are loaded into the
 * sdk's `$toastLocations`, e.g. by the portal).
 */
export function toast(options: ToastOptions | string, path: string = currentPath()): number | null {
  if (!shouldShowToast(path, $toastLocations.get())) return null;
  const { kind = 'default', title, message } = typeof options === 'string' ? { message: options } : options;
  const id = nextId++;
  const duration = TOAST_DURATIONS[kind];
  items = [...items, { id, kind, title: title ?? TOAST_KIND_TITLES[kind], message, duration }];
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [];
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}
