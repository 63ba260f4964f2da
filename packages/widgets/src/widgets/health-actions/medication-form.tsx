import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { CatalogueMedication, Recurrence } from '@healthdeck/contract/light';
import { localDay, type OpenedMedication } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { SelectField } from './fields';
import { FormActions } from './form-actions';
import type { RecordTabMessages } from './record-messages';
import { applySaveError, saveErrorOf } from './save-error';
import { useMessages } from '../../i18n/language';
import { fieldMessages } from '../shared/field-messages';
import { useMedications } from './use-medications';

/** spec 000 §7.6 medications schedule: at most eight times a day (the contract's bound). */
const MAX_TIMES = 8;
/** The longest dosage a medication record keeps. */
const DOSAGE_MAX = 100;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function medicationSchema(t: RecordTabMessages) {
  return z
    .object({
      medication_id: z.string().check(z.minLength(1, t.errors.medication)),
      dosage: z.string().check(z.trim(), z.minLength(1, t.errors.dosage), z.maxLength(DOSAGE_MAX, t.errors.dosageTooLong)),
      recurrence: z.enum(Object.keys(t.recurrences) as [Recurrence, ...Recurrence[]]),
      times: z.array(z.object({ value: z.string().check(z.regex(TIME, t.errors.time)) })).check(z.minLength(1, t.errors.times), z.maxLength(MAX_TIMES, t.errors.times)),
      start_date: z.string().check(z.minLength(1, t.errors.startDate)),
      end_date: z.string(),
    })
    .check(
      z.refine((v) => v.recurrence === 'non-recurring' || v.end_date === '' || v.end_date >= v.start_date, {
        message: t.errors.endBeforeStart,
        path: ['end_date'],
      }),
    );
}
type MedicationForm = z.infer<ReturnType<typeof medicationSchema>>;

/** Adds a catalogue medication with its schedule (spec 000 §3.4 recurrence; §8 a 400 shows the server's message). */
export function MedicationFormPanel({
  t,
  catalogue,
  onDone,
  onRefused,
  onCancel,
}: {
  t: RecordTabMessages;
  catalogue: CatalogueMedication[];
  onDone: (saved: OpenedMedication) => void;
  /** The server refused the save (the catalogue is read again: a withdrawn record disappears). */
  onRefused: () => void;
  onCancel: () => void;
}) {
  const { schedule } = useMedications();
  const resolver = useMemo(() => zodResolver(medicationSchema(t)), [t]);
  const words = useMessages(fieldMessages);
  const form = useForm<MedicationForm>({
    resolver,
    defaultValues: { medication_id: '', dosage: '', recurrence: 'daily', times: [{ value: '08:00' }], start_date: localDay(), end_date: '' },
  });
  const { register, handleSubmit, control, formState, setFocus } = form;
  useEffect(() => setFocus('medication_id'), [setFocus]);
  const times = useFieldArray({ control, name: 'times' });
  const [medicationId, recurrence] = useWatch({ control, name: ['medication_id', 'recurrence'] });
  const chosen = catalogue.find((m) => m.id === medicationId);
  const once = recurrence === 'non-recurring';

  const submit = handleSubmit(async (values) => {
    try {
      const medication = await schedule.mutateAsync({
        medication_id: values.medication_id,
        dosage: values.dosage.trim(),
        recurrence: values.recurrence,
        times: values.times.map((time) => time.value),
        start_date: values.start_date,
        end_date: once || values.end_date === '' ? null : values.end_date,
      });
      onDone(medication);
    } catch (error) {
      applySaveError(
        form,
        saveErrorOf(
          error,
          t.saveMedication,
          {
            medication_id: { label: t.medication },
            dosage: { label: t.dosage },
            recurrence: { label: t.recurrence },
            times: { label: t.times },
            start_date: { label: t.startDate },
            end_date: { label: t.endDate },
          },
          words,
        ),
      );
      onRefused();
    }
  });

  const errors = formState.errors;
  return (
    <form className="hd-health-actions__form" part="form" noValidate onSubmit={submit} aria-label={t.addMedication}>
      <SelectField label={t.medication} required error={errors.medication_id?.message} {...register('medication_id')}>
        <option value="">{t.chooseMedication}</option>
        {catalogue.map((m) => (
          <option key={m.id} value={m.id}>
            {m.strength ? `${m.name} (${m.strength})` : m.name}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <p className="hd-health-actions__detail" data-testid="chosen-drug-type">
          {t.drugType}: <span className="hd-health-actions__drug-type">{chosen.drug_type}</span>
        </p>
      ) : null}
      <Input label={t.dosage} required hint={t.dosageHint} error={errors.dosage?.message} autoComplete="off" {...register('dosage')} />
      <fieldset className="hd-health-actions__fieldset">
        <legend className="hd-field__label">{t.recurrence}</legend>
        <div className="hd-health-actions__choices">
          {(Object.keys(t.recurrences) as Recurrence[]).map((value) => (
            <label key={value} className="hd-health-actions__choice">
              <input type="radio" value={value} {...register('recurrence')} />
              {t.recurrences[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="hd-health-actions__fieldset">
        <legend className="hd-field__label">{t.times}</legend>
        {times.fields.map((field, index) => (
          <div key={field.id} className="hd-health-actions__time">
            <Input type="time" label={t.time(index + 1)} required error={errors.times?.[index]?.value?.message} {...register(`times.${index}.value`)} />
            {times.fields.length > 1 ? (
              <Button variant="tinted" color="red" onClick={() => times.remove(index)}>
                {t.removeTime(index + 1)}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.times?.root?.message || errors.times?.message ? (
          <p className="hd-field__error" role="alert">
            {errors.times?.root?.message ?? errors.times?.message}
          </p>
        ) : null}
        {times.fields.length < MAX_TIMES ? (
          <Button variant="tinted" onClick={() => times.append({ value: '' })}>
            {t.addTime}
          </Button>
        ) : null}
      </fieldset>
      <div className="hd-health-actions__dates">
        <Input type="date" label={t.startDate} required error={errors.start_date?.message} {...register('start_date')} />
        {once ? (
          <p className="hd-health-actions__detail">{t.onceOnStart}</p>
        ) : (
          <Input type="date" label={`${t.endDate} (${t.optional})`} error={errors.end_date?.message} {...register('end_date')} />
        )}
      </div>
      <FormActions errors={errors} saving={formState.isSubmitting} save={t.saveMedication} cancel={t.cancel} onCancel={onCancel} />
    </form>
  );
}
