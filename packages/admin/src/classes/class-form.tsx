import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Classkey } from '@healthdeck/contract/light';
import type { ClassRecord } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { addClassRecord, setClassRecord } from '@healthdeck/sdk';
import { adminMessages } from '../shared/messages.js';
import { classMessages } from './messages.js';
import { classNames } from './class-names.js';
import { formFields } from './class-fields.js';
import { useFieldLabel } from './field-labels.js';
import { serverFieldErrors } from './errors.js';
import { FieldControl } from './field-control.js';
import { defaultValues, toData, toFormValues, type ChosenFiles, type FormValues } from './form-values.js';
import { shownFields, type ClassFormRules, type FormContext } from './form-rules.js';
import { classResolver, errorPath, withRules } from './validation.js';

export interface ClassFormProps {
  classkey: Classkey;
  /** The record to edit; none to create one. */
  record?: ClassRecord<Classkey>;
  onSaved: (record: ClassRecord<Classkey>) => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** The class's rules beyond its schema (spec 001 §5 call-to-action form for widgets). */
  rules?: ClassFormRules;
}

/**
 * The create / edit form of any class (spec 000 §7.1 add, set), generated from the class's schema:
 * the schema checks it through react-hook-form's zod resolver, and a 400 from the server puts its
 * per-field messages under the fields (spec 000 §5).
 */
export function ClassForm({ classkey, record, onSaved, onCancel, onDelete, rules }: ClassFormProps) {
  const sdk = useHealthDeck();
  const t = useMessages(classMessages);
  const common = useMessages(adminMessages);
  const entry = useMessages(classNames)[classkey];
  const fields = formFields(classkey);
  const label = useFieldLabel();
  const [files, setFiles] = useState<ChosenFiles>({});
  const filesRef = useRef(files);
  filesRef.current = files;
  const [formError, setFormError] = useState<string | null>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const [resolver] = useState(() =>
    withRules(
      classResolver(classkey, fields, () => filesRef.current),
      fields,
      () => rulesRef.current,
    ),
  );

  const form = useForm<FormValues>({
    defaultValues: record ? toFormValues(fields, record.data as Record<string, unknown>) : defaultValues(fields),
    resolver,
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, setError, setValue, watch } = form;
  const shown = shownFields(
    fields.map((f) => ({ ...f, label: label(f.name) })),
    rules,
    watch(),
  );
  const context: FormContext = {
    form,
    files,
    setFile: (name, file) => setFiles((f) => ({ ...f, [name]: file })),
    ...(record ? { recordId: record.id } : {}),
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const current = new Map(shownFields(fields, rules, values).map((f) => [f.name, f]));
    const converted = toData(
      fields.map((f) => current.get(f.name) ?? f),
      values,
      files,
    );
    const parts = converted.files;
    const data = rules?.finish ? rules.finish(converted.data, values) : converted.data;
    try {
      const saved = record ? await setClassRecord(sdk, classkey, record.id, data as never, parts) : await addClassRecord(sdk, classkey, data as never, parts);
      onSaved(saved as ClassRecord<Classkey>);
    } catch (error) {
      const { fields: messages, rest } = serverFieldErrors(
        error,
        fields.map((f) => f.name),
      );
      let first = true;
      for (const [name, message] of Object.entries(messages)) {
        setError(name, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      setFormError(rest);
    }
  });

  return (
    <form className="hd-class-form" noValidate onSubmit={(e) => void submit(e)} aria-label={record ? t.editLabel(entry.singular) : t.newLabel(entry.singular)}>
      {formError ? (
        <p className="hd-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="hd-form-note">
        {t.requiredBefore}
        <span aria-hidden="true">*</span>
        <span className="hd-visually-hidden">{t.requiredHidden}</span>
        {t.requiredAfter}
      </p>
      <div className="hd-class-form__fields">
        {shown.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            addon={rules?.fieldAddon?.(field.name, context)}
            register={register}
            control={form.control}
            error={formState.errors[field.name]?.message}
            errorAt={errorPath(formState.errors[field.name]?.type)}
            recordId={record?.id}
            current={field.kind === 'file' ? String(watch(field.name) ?? '') : undefined}
            chosen={files[field.name]}
            onFiles={(chosen) => setFiles((f) => ({ ...f, [field.name]: chosen }))}
            onRemoveFile={() => {
              setFiles((f) => ({ ...f, [field.name]: undefined }));
              setValue(field.name, '', { shouldDirty: true });
            }}
          />
        ))}
      </div>
      <div className="hd-form-actions">
        <Button type="submit" loading={formState.isSubmitting}>
          {record ? common.save : t.create(entry.singular)}
        </Button>
        {rules?.actions?.(context, fields)}
        <Button type="button" variant="outlined" color="gray" onClick={onCancel}>
          {common.cancel}
        </Button>
        {onDelete ? (
          <Button type="button" variant="outlined" color="red" className="hd-form-actions__delete" onClick={onDelete}>
            {common.delete}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
