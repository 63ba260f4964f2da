import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

// A select and a text area with the Input primitive's anatomy (spec 000 §2: label, required
// asterisk, per-field error text) and its classes, so they look and read like the other fields.

function FieldFrame({ id, label, required, error, hint, children }: { id: string; label: string; required?: boolean; error?: string | null; hint?: string; children: ReactNode }) {
  return (
    <div className={['hd-field', error ? 'hd-field--invalid' : ''].filter(Boolean).join(' ')} part="field">
      <div className="hd-field__label-row">
        <label className="hd-field__label" part="label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="hd-field__asterisk" part="asterisk" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="hd-field__error" part="error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="hd-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string | null, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; error?: string | null; hint?: string }) {
  const id = `hd-select-${useId()}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <select
        part="input"
        {...rest}
        id={id}
        className="hd-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, required, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | null; hint?: string }) {
  const id = `hd-textarea-${useId()}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        part="input"
        rows={3}
        {...rest}
        id={id}
        className="hd-field__input"
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}
