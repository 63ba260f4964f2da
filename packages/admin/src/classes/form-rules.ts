import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ControlKind, FormField } from './class-fields.js';
import type { ChosenFiles, FormValues } from './form-values.js';

// A class's form may follow rules beyond its schema (spec 001 §5 call-to-action form: fields shown,
// hidden and required by type). The generated form stays one mechanism; a class with such rules
// hands them in, and only this shape is shared.

/** How one generated field shows for the values now in the form. */
export interface FieldOverride {
  hidden?: boolean;
  label?: string;
  required?: boolean;
  kind?: ControlKind;
  options?: readonly string[];
  optionLabel?: (option: string) => string;
  hint?: string;
}

export interface FormContext {
  form: UseFormReturn<FormValues>;
  files: ChosenFiles;
  setFile: (name: string, file: File | undefined) => void;
  /** The record being edited, if any. */
  recordId?: string;
}

export interface ClassFormRules {
  /** Overrides by field name, for the current values. */
  fields(values: FormValues): Record<string, FieldOverride>;
  /** Messages beyond the schema's, by field name (a hidden field is never blamed). */
  validate?(values: FormValues): Record<string, string>;
  /** The data about to be sent, finished (fields derived from others, cleared choices). */
  finish?(data: Record<string, unknown>, values: FormValues): Record<string, unknown>;
  /** Shown under a field's control (the icon search). */
  fieldAddon?(name: string, context: FormContext): ReactNode;
  /** Shown with the form's buttons (Preview Widget). */
  actions?(context: FormContext, fields: readonly FormField[]): ReactNode;
}

/** The fields as they show for these values: hidden ones left out, overrides applied. */
export function shownFields(fields: readonly FormField[], rules: ClassFormRules | undefined, values: FormValues): FormField[] {
  if (!rules) return [...fields];
  const overrides = rules.fields(values);
  return fields.flatMap((field) => {
    const o = overrides[field.name];
    if (!o) return [field];
    if (o.hidden) return [];
    return [
      {
        ...field,
        ...(o.label ? { label: o.label } : {}),
        ...(o.required !== undefined ? { required: o.required } : {}),
        ...(o.kind ? { kind: o.kind } : {}),
        ...(o.options ? { options: o.options } : {}),
        ...(o.optionLabel ? { optionLabel: o.optionLabel as (option: string | number | boolean) => string } : {}),
        ...(o.hint ? { hint: o.hint } : {}),
      },
    ];
  });
}
