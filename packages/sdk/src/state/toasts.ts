// spec 000 §8/§9 toasts: error 4 s, success 4 s, default 4 s, warning and info 8 s, persistent and
// form error stay until dismissed; titles Information, Success!, Oops!, Error, Thank you!. spec 000
// §2: on admin and client paths a toast shows only where a toast-message-location allows it.
import { atom } from 'nanostores';
import type { ToastKind } from '@healthdeck/contract/light';
import { shouldShowToast, toastDuration, type ToastMessageLocation } from '../rules/toast.js';

/** spec 000 §8 toast titles. */
export type ToastTitle = 'Information' | 'Success!' | 'Oops!' | 'Error' | 'Thank you!';

/** The title a kind gets unless the caller picks one ('Thank you!' is always the caller's choice). */
export const DEFAULT_TOAST_TITLES: Record<ToastKind, ToastTitle> = {
  info: 'Information',
  default: 'Information',
  success: 'Success!',
  warning: 'Oops!',
  error: 'Error',
  persistent: 'Error',
  formError: 'Error',
};

export interface Toast {
  id: number;
  kind: ToastKind;
  title: ToastTitle;
  message: string;
  /** ms until it leaves by itself; Infinity = until dismissed. */
  duration: number;
}

export interface ToastInput {
  kind?: ToastKind;
  title?: ToastTitle;
  message: string;
}

/** The toasts on screen, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);
/** The toast_message_locations entries (spec 000 §3.1), loaded by the app. */
export const $toastLocations = atom<readonly ToastMessageLocation[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

/**
 * Queues a toast unless the path's locations hide it (spec 000 §2); returns its id, or null when
 * hidden. Timed kinds leave by themselves after their duration.
 */
export function showToast(input: ToastInput, path: string = currentPath()): number | null {
  if (!shouldShowToast(path, $toastLocations.get())) return null;
  const kind = input.kind ?? 'default';
  const toast: Toast = { id: nextId++, kind, title: input.title ?? DEFAULT_TOAST_TITLES[kind], message: input.message, duration: toastDuration(kind) };
  $toasts.set([...$toasts.get(), toast]);
  if (Number.isFinite(toast.duration))
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.duration),
    );
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const left = $toasts.get().filter((toast) => toast.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}

export function setToastLocations(locations: readonly ToastMessageLocation[]): void {
  $toastLocations.set(locations);
}
