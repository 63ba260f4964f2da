import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useController, type Control, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, useMessages } from '@healthdeck/widgets';
import { adminMessages } from '../shared/messages.js';
import { classMessages } from './messages.js';
import { useOptionLabel } from './option-labels.js';
import { placeOf, StructuredEditor, usePlaceWords } from './structured-editor.js';
import { structuredMessages } from './structured-messages.js';
import type { FormField } from './class-fields.js';
import type { FormValues } from './form-values.js';

export interface FieldControlProps {
  field: FormField;
  /** Shown under the control (a class's own helper, e.g. the icon search). */
  addon?: ReactNode;
  register: UseFormRegister<FormValues>;
  /** The form's control, for the fields edited by controls of their own (structured). */
  control?: Control<FormValues>;
  error?: string;
  /** Where in a structured field the error is ('1.cta_url'; validation.ts errorPath). */
  errorAt?: string | undefined;
  /** The record being edited (a managed field links to its screen). */
  recordId?: string | undefined;
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
export function FieldControl(props: FieldControlProps) {
  if (props.field.kind === 'structured' && props.control) return <StructuredField {...props} control={props.control} />;
  if (props.field.kind === 'managed') return <ManagedField field={props.field} recordId={props.recordId} />;
  return <SimpleField {...props} />;
}

function SimpleField({ field, addon, register, control: control_, error, current, chosen, onFiles, onRemoveFile }: FieldControlProps) {
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
    case 'select': {
      const options = (
        <>
          <option value="">{field.required ? words.choose : words.none}</option>
          {field.options?.map((o) => (
            <option key={String(o)} value={String(o)}>
              {field.optionLabel ? field.optionLabel(o) : option(field.name, o)}
            </option>
          ))}
        </>
      );
      control = control_ ? (
        <ControlledSelect name={field.name} control={control_} common={common}>
          {options}
        </ControlledSelect>
      ) : (
        <select className="hd-field__input" {...common} {...register(field.name)}>
          {options}
        </select>
      );
      break;
    }
    case 'textarea':
      control = <textarea className="hd-field__input" rows={3} {...common} {...register(field.name)} />;
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

/**
 * A value list bound to the form's value: the stored choice shows when a record is edited (a select
 * given its value only through its ref, as register does, kept its first option under React 19).
 */
function ControlledSelect({ name, control, common, children }: { name: string; control: Control<FormValues>; common: Record<string, unknown>; children: ReactNode }) {
  const { field } = useController({ name, control });
  return (
    <select
      className="hd-field__input"
      {...common}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
    >
      {children}
    </select>
  );
}

/**
 * A list or object field: a group named by its label, its own controls (./structured-editor.tsx),
 * then its error in words ("Link 2, Button text: Required"); only the control the error is about is
 * marked invalid. The addon (the widget's
 * live preview) sits beside the controls on a wide screen and under them on a phone.
 */
function StructuredField({ field, addon, control, error, errorAt }: FieldControlProps & { control: Control<FormValues> }) {
  const id = `hd-class-field-${useId()}`;
  const errorId = `${id}-error`;
  const placeWords = usePlaceWords();
  const structure = field.structure!;
  const place = error ? placeOf(structure, errorAt) : null;
  const where = place ? placeWords(field, place) : null;
  const message = error ? (where ? `${where}: ${error}` : error) : null;
  return (
    <fieldset
      className={['hd-field', 'hd-structured', addon ? 'hd-structured--aside' : ''].filter(Boolean).join(' ')}
      aria-describedby={message ? errorId : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="hd-field__label">
        {field.label}
        {field.required ? (
          <span className="hd-field__asterisk" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className="hd-structured__body">
        <div className="hd-structured__controls">
          <StructuredEditor field={field} control={control} place={place} errorId={errorId} />
        </div>
        {addon ? <div className="hd-structured__aside">{addon}</div> : null}
      </div>
      {message ? (
        <p id={errorId} className="hd-field__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A field another screen edits: what it is and a link there (the form sends it back unchanged). */
function ManagedField({ field, recordId }: { field: FormField; recordId: string | undefined }) {
  const M = useMessages(structuredMessages);
  return (
    <div className="hd-field hd-managed">
      <p className="hd-field__label">{field.label}</p>
      <p className="hd-field__hint">{M.editedElsewhere}</p>
      {recordId && field.editedAt ? <Link to={field.editedAt(recordId)}>{M.openEditor}</Link> : <p className="hd-field__hint">{M.afterCreate}</p>}
    </div>
  );
}
