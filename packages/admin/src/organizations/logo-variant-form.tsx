import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LogoVariant } from '@healthdeck/contract';
import { Button, Input, useMessages } from '@healthdeck/widgets';
import { serverFieldErrors } from '../classes/errors.js';
import { logoMessages } from './messages.js';

type Values = { logo_name: string; file: FileList | null };

/**
 * Adds one logo variant (spec 000 §3.3: logo_name and a logo_path file): the name checked by the
 * contract's LogoVariant rule, the file required and an image; the server's 400 under its field.
 */
export function LogoVariantForm({ takenNames, onUpload }: { takenNames: readonly string[]; onUpload: (name: string, file: File) => Promise<void> }) {
  const M = useMessages(logoMessages);
  const fileId = useId();
  // The contract's rule for the name (LogoVariant), plus: a name not used yet, and an image file.
  const schema = useMemo(
    () =>
      LogoVariant.pick({ logo_name: true })
        .loose()
        .superRefine((values, ctx) => {
          const name = String(values.logo_name);
          if (takenNames.some((n) => n.toLowerCase() === name.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['logo_name'], message: M.nameTaken });
          const file = (values.file as FileList | null | undefined)?.[0];
          if (!file) ctx.addIssue({ code: 'custom', path: ['file'], message: M.fileRequired });
          else if (!file.type.startsWith('image/')) ctx.addIssue({ code: 'custom', path: ['file'], message: M.fileNotImage });
        }),
    [takenNames, M],
  );
  const form = useForm<Values>({ defaultValues: { logo_name: '', file: null }, resolver: zodResolver(schema) as unknown as Resolver<Values> });
  const { register, handleSubmit, formState, setError, reset } = form;
  const submit = handleSubmit(async ({ logo_name, file }) => {
    try {
      await onUpload(logo_name, file![0]!);
      reset({ logo_name: '', file: null });
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['logo_variants', 'logo_name']);
      setError('root', { type: 'server', message: fields.logo_variants ?? fields.logo_name ?? rest ?? undefined });
    }
  });
  const fileError = formState.errors.file?.message;
  return (
    <form className="hd-panel" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>{M.add}</h2>
      {formState.errors.root?.message ? (
        <p role="alert" className="hd-form-error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <Input label={M.name} required hint={M.nameHint} autoComplete="off" error={formState.errors.logo_name?.message} {...register('logo_name')} />
      <div className={`hd-field${fileError ? ' hd-field--invalid' : ''}`}>
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={fileId}>
            {M.file}
          </label>
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        </div>
        <input id={fileId} type="file" accept="image/*" aria-invalid={fileError ? true : undefined} aria-describedby={fileError ? `${fileId}-error` : undefined} {...register('file')} />
        {fileError ? (
          <p id={`${fileId}-error`} className="hd-field__error">
            {fileError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {M.upload}
        </Button>
      </div>
    </form>
  );
}
