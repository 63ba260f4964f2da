import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { CatalogueHealthIssue } from '@healthdeck/contract/light';
import { localDay, type OpenedHealthIssue } from '@healthdeck/sdk';
import { Input } from '../../primitives/input/input';
import { SelectField, TextAreaField } from './fields';
import { FormActions } from './form-actions';
import type { RecordTabMessages } from './record-messages';
import { applySaveError, saveErrorOf } from './save-error';
import { useMessages } from '../../i18n/language';
import { fieldMessages } from '../shared/field-messages';
import { useHealthIssues } from './use-health-issues';

const NOTES_MAX = 1000;

function healthIssueSchema(t: RecordTabMessages) {
  return z.object({
    health_issue_id: z.string().check(z.minLength(1, t.errors.issue)),
    diagnosed_on: z.string(),
    notes: z.string().check(z.maxLength(NOTES_MAX, t.errors.notes)),
  });
}
type HealthIssueForm = z.infer<ReturnType<typeof healthIssueSchema>>;

/**
 * Adds one of the catalogue's health issues (spec 000 §8 health issue save: a 400 shows the server's
 * message; the issue is sealed, so the sdk judges 'The diagnosis date cannot be in the future' on the browser's day
 * and 'Health issue not found' against the catalogue, with the same words, before anything is sent).
 */
export function HealthIssueFormPanel({
  t,
  catalogue,
  onDone,
  onRefused,
  onCancel,
}: {
  t: RecordTabMessages;
  catalogue: CatalogueHealthIssue[];
  onDone: (saved: OpenedHealthIssue) => void;
  onRefused: () => void;
  onCancel: () => void;
}) {
  const { save } = useHealthIssues();
  const resolver = useMemo(() => zodResolver(healthIssueSchema(t)), [t]);
  const words = useMessages(fieldMessages);
  const form = useForm<HealthIssueForm>({ resolver, defaultValues: { health_issue_id: '', diagnosed_on: '', notes: '' } });
  const { register, handleSubmit, formState, setFocus } = form;
  useEffect(() => setFocus('health_issue_id'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      const health_issue = await save.mutateAsync({ health_issue_id: values.health_issue_id, diagnosed_on: values.diagnosed_on || null, notes: values.notes.trim() });
      onDone(health_issue);
    } catch (error) {
      applySaveError(form, saveErrorOf(error, t.saveIssue, { health_issue_id: { label: t.issue }, diagnosed_on: { label: t.diagnosedOn }, notes: { label: t.notes } }, words));
      onRefused();
    }
  });

  const errors = formState.errors;
  return (
    <form className="hd-health-actions__form" part="form" noValidate onSubmit={submit} aria-label={t.addIssue}>
      <SelectField label={t.issue} required error={errors.health_issue_id?.message} {...register('health_issue_id')}>
        <option value="">{t.chooseIssue}</option>
        {catalogue.map((h) => (
          <option key={h.id} value={h.id}>
            {h.icd10_code ? `${h.name} (${h.icd10_code})` : h.name}
          </option>
        ))}
      </SelectField>
      <Input type="date" label={`${t.diagnosedOn} (${t.optional})`} max={localDay()} error={errors.diagnosed_on?.message} {...register('diagnosed_on')} />
      <TextAreaField label={`${t.notes} (${t.optional})`} error={errors.notes?.message} {...register('notes')} />
      <FormActions errors={errors} saving={formState.isSubmitting} save={t.saveIssue} cancel={t.cancel} onCancel={onCancel} />
    </form>
  );
}
