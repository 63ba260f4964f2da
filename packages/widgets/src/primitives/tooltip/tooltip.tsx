import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode, type FocusEvent, type MouseEvent } from 'react';

interface TriggerProps {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
  placement?: 'top' | 'bottom';
}

// spec 000 §2 tooltips: shown on hover and keyboard focus; the trigger is described by the tip.
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = `hd-tooltip-${useId()}`;
  const [open, setOpen] = useState(false);
  const triggerProps = children.props;

  // Escape hides the tip without moving focus (WCAG 1.4.13 dismissible).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [triggerProps['aria-describedby'], id].filter(Boolean).join(' ');
  const trigger = cloneElement(children, {
    'aria-describedby': describedBy,
    onMouseEnter: (event: MouseEvent) => {
      triggerProps.onMouseEnter?.(event);
      setOpen(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      triggerProps.onMouseLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent) => {
      triggerProps.onFocus?.(event);
      setOpen(true);
    },
    onBlur: (event: FocusEvent) => {
      triggerProps.onBlur?.(event);
      setOpen(false);
    },
  });

  return (
    <span className="hd-tooltip-anchor">
      {trigger}
      <span id={id} role="tooltip" part="tooltip" className={`hd-tooltip hd-tooltip--${placement}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
