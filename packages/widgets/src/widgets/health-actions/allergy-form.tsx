import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { AllergyDetails, CatalogueAllergy } from '@healthdeck/contract/light';
import type { OpenedAllergy } from '@healthdeck/sdk';
import { SelectField, TextAreaField } from './fields';
import { FormActions } from './form-actions';
import type { RecordTabMessages } from './record-messages';
import { applySaveError, saveErrorOf } from './save-error';
import { useMessages } from '../../i18n/language';
import { fieldMessages } from '../shared/field-messages';
import { useAllergies } from './use-allergies';

type Severity = AllergyDetails['severity'];
const REACTION_MAX = 500;

function allergySchema(t: RecordTabMessages) {
  return z.object({
    allergy_id: z.string().check(z.minLength(1, t.errors.allergy)),
    severity: z.enum(Object.keys(t.severities) as [Severity, ...Severity[]], t.errors.severity),
    reaction: z.string().check(z.maxLength(REACTION_MAX, t.errors.reaction)),
  });
}
type AllergyForm = z.infer<ReturnType<typeof allergySchema>>;

/** Adds one of the catalogue's allergies (spec 000 §7.6 save-user-allergy; §8 a 400 shows the server's message). */
export function AllergyFormPanel({
  t,
  catalogue,
  onDone,
  onRefused,
  onCancel,
}: {
  t: RecordTabMessages;
  catalogue: CatalogueAllergy[];
  onDone: (saved: OpenedAllergy) => void;
  onRefused: () => void;
  onCancel: () => void;
}) {
  const { save } = useAllergies();
  const resolver = useMemo(() => zodResolver(allergySchema(t)), [t]);
  const words = useMessages(fieldMessages);
  const form = useForm<AllergyForm>({ resolver, defaultValues: { allergy_id: '', severity: 'mild', reaction: '' } });
  const { register, handleSubmit, formState, setFocus } = form;
  useEffect(() => setFocus('allergy_id'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      const allergy = await save.mutateAsync({ allergy_id: values.allergy_id, severity: values.severity, reaction: values.reaction.trim() });
      onDone(allergy);
    } catch (error) {
      applySaveError(form, saveErrorOf(error, t.saveAllergy, { allergy_id: { label: t.allergy }, severity: { label: t.severity }, reaction: { label: t.reaction } }, words));
      onRefused();
    }
  });

  const errors = formState.errors;
  return (
    <form className="hd-health-actions__form" part="form" noValidate onSubmit={submit} aria-label={t.addAllergy}>
      <SelectField label={t.allergy} required error={errors.allergy_id?.message} {...register('allergy_id')}>
        <option value="">{t.chooseAllergy}</option>
        {catalogue.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({t.allergyCategories[a.category]})
          </option>
        ))}
      </SelectField>
      <fieldset className="hd-health-actions__fieldset">
        <legend className="hd-field__label">{t.severity}</legend>
        <div className="hd-health-actions__choices">
          {(Object.keys(t.severities) as Severity[]).map((value) => (
            <label key={value} className="hd-health-actions__choice">
              <input type="radio" value={value} {...register('severity')} />
              {t.severities[value]}
            </label>
          ))}
        </div>
        {errors.severity?.message ? <p className="hd-field__error">{errors.severity.message}</p> : null}
      </fieldset>
      <TextAreaField label={`${t.reaction} (${t.optional})`} error={errors.reaction?.message} {...register('reaction')} />
      <FormActions errors={errors} saving={formState.isSubmitting} save={t.saveAllergy} cancel={t.cancel} onCancel={onCancel} />
    </form>
  );
}
