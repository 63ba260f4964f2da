import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/language';
import { primitiveMessages } from '../../i18n/primitive-messages';

// spec 000 §2: modals (default, new, and side variants opening right or left, each with a close
// button; sizes sm, md, lg, full; default maximum body height 625 px).
export const MODAL_VARIANTS = ['default', 'new', 'side'] as const;
export const MODAL_SIZES = ['sm', 'md', 'lg', 'full'] as const;
export type ModalVariant = (typeof MODAL_VARIANTS)[number];
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_BODY_MAX_HEIGHT = 625;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant?: ModalVariant;
  /** Which edge a side modal opens from. */
  side?: 'left' | 'right';
  size?: ModalSize;
  /** Maximum height of the scrolling body in px. */
  bodyMaxHeight?: number;
  /** Closes when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  variant = 'default',
  side = 'right',
  size = 'md',
  bodyMaxHeight = MODAL_BODY_MAX_HEIGHT,
  closeOnBackdrop = true,
}: ModalProps) {
  const t = useMessages(primitiveMessages);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Move focus into the dialog on open (first field of the body, else the dialog itself) and give
  // it back to whatever had it when the dialog closes.
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the dialog while it is open.
    const dialog = dialogRef.current;
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (event.shiftKey && (active === firstItem || active === dialog)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  const classes = ['hd-modal', `hd-modal--${variant}`, `hd-modal--${size}`];
  if (variant === 'side') classes.push(`hd-modal--side-${side}`);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closing on a backdrop press is a pointer convenience; keyboard users close with Escape or the Close button
    <div
      className="hd-modal__backdrop"
      part="backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div ref={dialogRef} className={classes.join(' ')} part="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="hd-modal__header" part="modal-header">
          <h2 id={titleId} className="hd-modal__title">
            {title}
          </h2>
          <button type="button" className="hd-modal__close" part="modal-close" aria-label={t.close} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="hd-modal__body" part="modal-body" style={{ maxHeight: `${bodyMaxHeight}px` }}>
          {children}
        </div>
        {footer ? (
          <div className="hd-modal__footer" part="modal-footer">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
