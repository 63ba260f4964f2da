import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Button, useMessages } from '@healthdeck/widgets';
import { adminMessages } from '../shared/messages.js';
import { classMessages } from './messages.js';
import { useOptionLabel } from './option-labels.js';
import type { FormField } from './class-fields.js';
import type { FormValues } from './form-values.js';

export interface FieldControlProps {
  field: FormField;
  /** Shown under the control (a class's own helper, e.g. the icon search). */
  addon?: ReactNode;
  register: UseFormRegister<FormValues>;
  error?: string;
  /** The stored value of a file field (its path), shown with a link and 'Remove file'. */
  current?: string;
  /** The file field's chosen file(s). */
  chosen?: File | File[];
  onFiles?: (files: File | File[] | undefined) => void;
  onRemoveFile?: () => void;
}

/**
 * One generated control: label, required asterisk, the control, then its error (else its hint)
 * under it through aria-describedby (spec 000 §2 inputs; §5 per-field messages).
 */
export function FieldControl({ field, addon, register, error, current, chosen, onFiles, onRemoveFile }: FieldControlProps) {
  const id = `hd-class-field-${useId()}`;
  const t = useMessages(classMessages);
  const words = useMessages(adminMessages);
  const option = useOptionLabel();
  const fileInput = useRef<HTMLInputElement>(null);
  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    onRemoveFile?.();
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hint = field.hint ?? (field.hintKey ? t.hints[field.hintKey] : undefined);
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;

  let control: ReactElement;
  switch (field.kind) {
    case 'checkbox':
      control = <input type="checkbox" className="hd-checkbox__input" {...common} {...register(field.name)} />;
      break;
    case 'select':
      control = (
        <select className="hd-field__input" {...common} {...register(field.name)}>
          <option value="">{field.required ? words.choose : words.none}</option>
          {field.options?.map((o) => (
            <option key={String(o)} value={String(o)}>
              {field.optionLabel ? field.optionLabel(o) : option(field.name, o)}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
    case 'json':
      control = <textarea className="hd-field__input" rows={field.kind === 'json' ? 4 : 3} spellCheck={field.kind !== 'json'} {...common} {...register(field.name)} />;
      break;
    case 'number':
      control = <input className="hd-field__input" type="number" inputMode={field.integer ? 'numeric' : 'decimal'} step={field.integer ? 1 : 'any'} {...common} {...register(field.name)} />;
      break;
    case 'date':
      control = <input className="hd-field__input" type="date" {...common} {...register(field.name)} />;
      break;
    case 'email':
      control = <input className="hd-field__input" type="email" autoComplete="off" {...common} {...register(field.name)} />;
      break;
    case 'file':
      control = <input className="hd-field__input" type="file" ref={fileInput} {...common} onChange={(e) => onFiles?.(e.currentTarget.files?.[0] ?? undefined)} />;
      break;
    default:
      control = <input className="hd-field__input" type="text" {...common} {...register(field.name)} />;
  }

  const fileName = chosen instanceof File ? chosen.name : null;
  return (
    <div className={['hd-field', field.kind === 'checkbox' ? 'hd-field--checkbox' : '', error ? 'hd-field--invalid' : ''].filter(Boolean).join(' ')}>
      {field.kind === 'checkbox' ? (
        <div className="hd-field__label-row">
          {control}
          <label className="hd-field__label" htmlFor={id}>
            {field.label}
          </label>
        </div>
      ) : (
        <>
          <div className="hd-field__label-row">
            <label className="hd-field__label" htmlFor={id}>
              {field.label}
            </label>
            {field.required ? (
              <span className="hd-field__asterisk" aria-hidden="true">
                *
              </span>
            ) : null}
          </div>
          {control}
        </>
      )}
      {field.kind === 'file' ? (
        <div className="hd-file-current">
          {fileName ? <span>{t.chosen(fileName)}</span> : current ? <a href={current}>{t.currentFile}</a> : <span>{t.noFile}</span>}
          {fileName || current ? (
            <Button type="button" variant="plain" color="red" onClick={removeFile} aria-label={t.removeFileLabel(field.label)}>
              {t.removeFile}
            </Button>
          ) : null}
        </div>
      ) : null}
      {addon}
      {field.itemFileKey ? <ItemFiles field={field} chosen={Array.isArray(chosen) ? chosen : []} onFiles={onFiles} /> : null}
      {error ? (
        <p id={errorId} className="hd-field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="hd-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Files for an array's items (organizations logo_variants[].logo_path): one per item, in order. */
function ItemFiles({ field, chosen, onFiles }: { field: FormField; chosen: File[]; onFiles?: (files: File[] | undefined) => void }) {
  const id = `hd-class-files-${useId()}`;
  const t = useMessages(classMessages);
  return (
    <div className="hd-item-files">
      <label htmlFor={id}>{t.itemFiles(field.label, field.itemFileKey ?? '')}</label>
      <input id={id} type="file" multiple onChange={(e) => onFiles?.(e.currentTarget.files ? Array.from(e.currentTarget.files) : undefined)} />
      {chosen.length > 0 ? (
        <Button type="button" variant="plain" color="red" onClick={() => onFiles?.(undefined)}>
          {t.removeFile}
        </Button>
      ) : null}
    </div>
  );
}
