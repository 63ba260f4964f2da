import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../../i18n/language';
import { primitiveMessages } from '../../i18n/primitive-messages';

// spec 000 §2: buttons with a loading spinner; styles filled, outlined, tinted, plain; colours red, blue, gray, purple, green.
export const BUTTON_VARIANTS = ['filled', 'outlined', 'tinted', 'plain'] as const;
export const BUTTON_COLORS = ['red', 'blue', 'gray', 'purple', 'green'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonColor = (typeof BUTTON_COLORS)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: ButtonVariant;
  color?: ButtonColor;
  /** Shows the spinner, sets aria-busy and blocks clicks until the work is done. */
  loading?: boolean;
  children?: ReactNode;
}

export function Button({ variant = 'filled', color = 'blue', loading = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  const t = useMessages(primitiveMessages);
  const classes = ['hd-button', `hd-button--${variant}`, `hd-button--${color}`];
  if (loading) classes.push('hd-button--loading');
  if (className) classes.push(className);
  return (
    <button part="button" {...rest} type={type} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="hd-button__spinner" part="spinner" role="status" aria-label={t.loading} /> : null}
      <span className="hd-button__label">{children}</span>
    </button>
  );
}
