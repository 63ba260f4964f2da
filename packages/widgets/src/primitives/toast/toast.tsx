import { useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/language';
import { primitiveMessages } from '../../i18n/primitive-messages';
import { dismissToast, getToasts, subscribeToasts, type ToastItem } from './toast-store';

const URGENT = new Set<ToastItem['kind']>(['error', 'persistent', 'formError', 'warning']);

export interface ToastProps {
  item: ToastItem;
  onDismiss?: (id: number) => void;
}

/** One toast card. Errors and warnings are announced at once (role alert), others politely. */
export function Toast({ item, onDismiss = dismissToast }: ToastProps) {
  const t = useMessages(primitiveMessages);
  return (
    <div className={`hd-toast hd-toast--${item.kind}`} part="toast" role={URGENT.has(item.kind) ? 'alert' : 'status'} data-kind={item.kind}>
      <div className="hd-toast__text">
        <p className="hd-toast__title" part="toast-title">
          {item.title}
        </p>
        <p className="hd-toast__message" part="toast-message">
          {item.message}
        </p>
      </div>
      <button type="button" className="hd-toast__close" part="toast-close" aria-label={t.dismiss} onClick={() => onDismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Renders every toast raised with `toast()`; place one per page (or per shadow root). */
export function ToastViewport({ position = 'top-right' }: { position?: 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' }) {
  const t = useMessages(primitiveMessages);
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className={`hd-toast-viewport hd-toast-viewport--${position}`} part="toast-viewport" aria-label={t.notifications}>
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </section>
  );
}
