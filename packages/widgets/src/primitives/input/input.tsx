import { useId, type InputHTMLAttributes } from 'react';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Per-field error text (spec 000 §5: from the form-error source). */
  error?: string | null;
  /** Extra help shown under the field when there is no error. */
  hint?: string;
  id?: string;
}

// spec 000 §2: inputs with label, required asterisk and per-field error text.
export function Input({ label, error, hint, required, id, className, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? `hd-input-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={['hd-field', error ? 'hd-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')} part="field">
      {/* The asterisk sits beside the <label>, not in it, so the field's accessible name is exactly
          the label; required-ness is announced through aria-required. */}
      <div className="hd-field__label-row">
        <label className="hd-field__label" part="label" htmlFor={inputId}>
          {label}
        </label>
        {required ? (
          <span className="hd-field__asterisk" part="asterisk" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <input
        part="input"
        {...rest}
        id={inputId}
        className="hd-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="hd-field__error" part="error">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="hd-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
