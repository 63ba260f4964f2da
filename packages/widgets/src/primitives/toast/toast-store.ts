import { TOAST_DURATIONS, type ToastKind, type TOAST_TITLES } from '@healthdeck/contract/light';

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

/** Shows a toast; durations come from the contract's TOAST_DURATIONS (spec 000 §9). Returns its id. */
export function toast(options: ToastOptions | string): number {
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
