import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { PROCESS_STEP_KINDS, ProcessWrite, type ProcessStep, type ProcessStepKind, type StoredProcessStep } from '@healthdeck/contract';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminClassSearchQuery } from '@healthdeck/sdk';
import { serverFieldErrors } from '../classes/errors.js';
import { processMessages } from './messages.js';

/** What the form edits: the process's fields and its steps as typed (numbers still as text while typed). */
export interface ProcessDraft {
  code: string;
  name: string;
  description: string;
  active: boolean;
  steps: Record<string, unknown>[];
}

/** A new step of a kind, with the catalogue's defaults. */
function blankStep(kind: ProcessStepKind): Record<string, unknown> {
  switch (kind) {
    case 'award_stars':
      return { kind, stars: '10' };
    case 'enrol_programme':
      return { kind, program_id: '' };
    case 'assign_action':
      return { kind, program_id: '', action_id: '' };
    case 'complete_action':
      return { kind, program_id: '', action_code: '' };
    case 'notify':
      return { kind, title: '', body: '', link: '' };
    case 'send_email':
      return { kind, subject: '', body: '' };
    case 'webhook':
      return { kind, url: '', secret: '' };
  }
}

/** The draft as the contract takes it: stars a number, an empty optional link left out. */
function toProcess(draft: ProcessDraft): unknown {
  return {
    ...draft,
    steps: draft.steps.map((step) => {
      const out: Record<string, unknown> = { ...step };
      if (step.kind === 'award_stars') out.stars = step.stars === '' ? Number.NaN : Number(step.stars);
      if (step.kind === 'notify' && step.link === '') delete out.link;
      // A webhook's stored secret is never sent back to the browser: left empty, the server keeps it.
      if (step.kind === 'webhook') {
        delete out.secret_set;
        if (step.secret === '' && step.secret_set === true) delete out.secret;
      }
      return out;
    }),
  };
}

/** Errors by path ('name', 'steps.0.stars'). */
type Errors = Record<string, string>;

export interface ProcessFormProps {
  initial: ProcessDraft;
  /** Saves the checked process; a refusal comes back as field errors. */
  onSave: (process: ProcessWrite) => Promise<void>;
  label: string;
}

/**
 * The process editor (spec 000 §3.1 processes): code, name, description, active, and the ordered
 * steps from the catalogue (contract PROCESS_STEP_KINDS), each with its own fields, moved up and
 * down or removed with buttons (keyboard as well as pointer). Checked by the contract's
 * ProcessClass before saving; the server's 400 shows under its field.
 */
export function ProcessForm({ initial, onSave, label }: ProcessFormProps) {
  const M = useMessages(processMessages);
  const sdk = useHealthDeck();
  const [draft, setDraft] = useState<ProcessDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [kindToAdd, setKindToAdd] = useState<ProcessStepKind>('award_stars');
  const addId = useId();
  const descriptionId = useId();
  const programmes = useQuery({ ...adminClassSearchQuery(sdk, 'programs', { take: 100, sort: 'name', direction: 'asc' }), retry: false });

  const setStep = (index: number, patch: Record<string, unknown>) => setDraft((d) => ({ ...d, steps: d.steps.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
  const move = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      const steps = [...d.steps];
      const [step] = steps.splice(index, 1);
      steps.splice(index + by, 0, step!);
      return { ...d, steps };
    });

  const submit = async () => {
    setGeneral(null);
    const checked = ProcessWrite.safeParse(toProcess(draft));
    if (!checked.success) {
      const found: Errors = {};
      const sent = toProcess(draft) as Record<string, unknown>;
      for (const issue of checked.error.issues) {
        // A choice left empty reads as "choose one", not as the id check it fails.
        const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey], sent);
        found[issue.path.join('.')] ??= value === '' && /(^|_)id$/.test(String(issue.path.at(-1))) ? M.chooseOne : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.data);
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['code', 'name', 'description', 'steps', 'data']);
      setErrors(fields);
      setGeneral(fields.data ?? rest);
    } finally {
      setSaving(false);
    }
  };

  const programmeSelect = (index: number, step: Record<string, unknown>) => (
    <SelectField
      label={M.programme}
      error={errors[`steps.${index}.program_id`]}
      value={String(step.program_id ?? '')}
      onChange={(value) => setStep(index, step.kind === 'assign_action' ? { program_id: value, action_id: '' } : { program_id: value })}
      required
    >
      <option value="">{programmes.isPending ? '…' : M.choose}</option>
      {(programmes.data?.items ?? []).map((p) => (
        <option key={p.id} value={p.id}>
          {p.data.name}
        </option>
      ))}
    </SelectField>
  );
  const text = (index: number, step: Record<string, unknown>, field: string, fieldLabel: string, extra: { required?: boolean; hint?: string; type?: string } = {}) => (
    <Input
      label={fieldLabel}
      required={extra.required}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      autoComplete="off"
      value={String(step[field] ?? '')}
      error={errors[`steps.${index}.${field}`]}
      onChange={(e) => setStep(index, { [field]: e.currentTarget.value })}
    />
  );
  const stepFields = (index: number, step: Record<string, unknown>): ReactNode => {
    switch (step.kind as ProcessStepKind) {
      case 'award_stars':
        return (
          <Input
            label={M.stars}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={String(step.stars ?? '')}
            error={errors[`steps.${index}.stars`]}
            onChange={(e) => setStep(index, { stars: e.currentTarget.value })}
          />
        );
      case 'enrol_programme':
        return programmeSelect(index, step);
      case 'assign_action':
        return (
          <>
            {programmeSelect(index, step)}
            <ActionSelect
              programId={String(step.program_id ?? '')}
              value={String(step.action_id ?? '')}
              error={errors[`steps.${index}.action_id`]}
              onChange={(value) => setStep(index, { action_id: value })}
            />
          </>
        );
      case 'complete_action':
        return (
          <>
            {programmeSelect(index, step)}
            {text(index, step, 'action_code', M.actionCode, { required: true })}
          </>
        );
      case 'notify':
        return (
          <>
            {text(index, step, 'title', M.title, { required: true, hint: M.placeholders })}
            {text(index, step, 'body', M.body)}
            {text(index, step, 'link', M.link)}
          </>
        );
      case 'send_email':
        return (
          <>
            {text(index, step, 'subject', M.subject, { required: true, hint: M.placeholders })}
            <TextArea label={M.emailBody} required error={errors[`steps.${index}.body`]} value={String(step.body ?? '')} onChange={(value) => setStep(index, { body: value })} />
          </>
        );
      case 'webhook':
        return (
          <>
            {text(index, step, 'url', M.url, { required: true, type: 'url' })}
            {text(index, step, 'secret', step.secret_set === true ? M.newSecret : M.secret, {
              required: step.secret_set !== true,
              hint: step.secret_set === true ? M.secretSet : M.secretHint,
              type: 'password',
            })}
          </>
        );
    }
  };

  return (
    <form
      className="hd-panel hd-process-form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {general ? (
        <p role="alert" className="hd-form-error">
          {general}
        </p>
      ) : null}
      <Input label={M.code} required autoComplete="off" value={draft.code} error={errors.code} onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })} />
      <Input label={M.name} required autoComplete="off" value={draft.name} error={errors.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
      <TextArea label={M.description} error={errors.description} value={draft.description} onChange={(value) => setDraft({ ...draft, description: value })} id={descriptionId} />
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })} /> {M.active}
      </label>

      <h2>{M.steps}</h2>
      {errors.steps ? (
        <p role="alert" className="hd-form-error">
          {errors.steps}
        </p>
      ) : null}
      {draft.steps.length === 0 ? <p>{M.noSteps}</p> : null}
      <ol className="hd-process-steps">
        {draft.steps.map((step, index) => {
          const title = M.stepTitle(index + 1, M.kinds[step.kind as ProcessStepKind]);
          return (
            // Steps have no id of their own until saved: their position is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="hd-process-step">
              <fieldset>
                <legend>{title}</legend>
                {stepFields(index, step)}
                <div className="hd-row-actions">
                  <Button type="button" variant="plain" disabled={index === 0} aria-label={`${M.moveUp}: ${title}`} onClick={() => move(index, -1)}>
                    {M.moveUp}
                  </Button>
                  <Button type="button" variant="plain" disabled={index === draft.steps.length - 1} aria-label={`${M.moveDown}: ${title}`} onClick={() => move(index, 1)}>
                    {M.moveDown}
                  </Button>
                  <Button
                    type="button"
                    variant="plain"
                    color="red"
                    aria-label={`${M.remove}: ${title}`}
                    onClick={() => setDraft((d) => ({ ...d, steps: d.steps.filter((_, i) => i !== index) }))}
                  >
                    {M.remove}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="hd-process-add">
        <div className="hd-field">
          <div className="hd-field__label-row">
            <label className="hd-field__label" htmlFor={addId}>
              {M.stepToAdd}
            </label>
          </div>
          <select id={addId} className="hd-field__input" value={kindToAdd} onChange={(e) => setKindToAdd(e.currentTarget.value as ProcessStepKind)}>
            {PROCESS_STEP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {M.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outlined" onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, blankStep(kindToAdd)] }))}>
          {M.addStep}
        </Button>
      </div>
      <Button type="submit" loading={saving}>
        {M.save}
      </Button>
    </form>
  );
}

/** A draft from a stored process as the server answers it (a webhook's secret only said to be set), or an empty one. */
export function processDraft(process?: { code: string; name: string; description?: string; active?: boolean; steps?: readonly (StoredProcessStep | ProcessStep)[] }): ProcessDraft {
  return {
    code: process?.code ?? '',
    name: process?.name ?? '',
    description: process?.description ?? '',
    active: process?.active ?? true,
    steps: (process?.steps ?? []).map((step) =>
      step.kind === 'award_stars'
        ? { ...step, stars: String(step.stars) }
        : step.kind === 'notify'
          ? { ...step, link: step.link ?? '' }
          : step.kind === 'webhook'
            ? { kind: step.kind, url: step.url, secret: '', secret_set: 'secret_set' in step && step.secret_set === true }
            : { ...step },
    ),
  };
}

/** The actions of the chosen programme, by name (an assign step names one). */
function ActionSelect({ programId, value, error, onChange }: { programId: string; value: string; error?: string; onChange: (value: string) => void }) {
  const M = useMessages(processMessages);
  const sdk = useHealthDeck();
  const actions = useQuery({
    ...adminClassSearchQuery(sdk, 'action', { filters: { program_id: programId }, take: 100, sort: 'name', direction: 'asc' }),
    enabled: programId !== '',
    retry: false,
  });
  const items = actions.data?.items ?? [];
  const shownError = error ?? (programId === '' ? undefined : actions.isError ? M.actionsFailed : actions.isSuccess && items.length === 0 ? M.noActions : undefined);
  return (
    <SelectField label={M.action} error={shownError} hint={M.assignHint} value={value} onChange={onChange} required>
      <option value="">{programId === '' ? M.chooseProgrammeFirst : actions.isPending ? '…' : M.choose}</option>
      {items.map((a) => (
        <option key={a.id} value={a.id}>
          {a.data.name}
        </option>
      ))}
    </SelectField>
  );
}

function SelectField({
  label,
  error,
  hint,
  value,
  onChange,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`hd-field${error ? ' hd-field--invalid' : ''}`}>
      <div className="hd-field__label-row">
        <label className="hd-field__label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <select
        id={id}
        className="hd-field__input"
        required={required}
        aria-required={required || undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="hd-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="hd-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextArea({
  label,
  error,
  value,
  onChange,
  required,
  id: given,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  id?: string;
}) {
  const own = useId();
  const id = given ?? own;
  return (
    <div className={`hd-field${error ? ' hd-field--invalid' : ''}`}>
      <div className="hd-field__label-row">
        <label className="hd-field__label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        className="hd-field__input"
        rows={4}
        required={required}
        aria-required={required || undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="hd-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
