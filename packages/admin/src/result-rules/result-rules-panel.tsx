import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { RESULT_RULE_COMPARATORS, type ResultRule, type ResultRuleComparator, type ResultRuleInput } from '@healthdeck/contract/light';
import { adminClassSearchQuery, resultRuleDeleteMutation, resultRuleSaveMutation, resultRulesQuery } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { ConfirmAction } from '../classes/confirm-delete.js';
import { readFailure } from '../member/use-read.js';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { type ResultRulesMessages, resultRulesMessages } from './messages.js';

type Field = 'name' | 'biomarker_id' | 'value' | 'value_to' | 'action_id';
type Draft = {
  name: string;
  biomarker_id: string;
  comparator: ResultRuleComparator;
  value: string;
  value_to: string;
  explanation: string;
  action_id: string;
  notification_text: string;
  suggest_telehealth: boolean;
  is_active: boolean;
};
interface Biomarker {
  id: string;
  name: string;
  unit: string;
}
interface ActionChoice {
  id: string;
  label: string;
}

const EMPTY: Draft = {
  name: '',
  biomarker_id: '',
  comparator: 'at_least',
  value: '',
  value_to: '',
  explanation: '',
  action_id: '',
  notification_text: '',
  suggest_telehealth: false,
  is_active: true,
};
const draftOf = (rule: ResultRule): Draft => ({
  name: rule.name,
  biomarker_id: rule.biomarker_id,
  comparator: rule.comparator,
  value: String(rule.value),
  value_to: rule.value_to === null ? '' : String(rule.value_to),
  explanation: rule.explanation ?? '',
  action_id: rule.action_id ?? '',
  notification_text: rule.notification_text ?? '',
  suggest_telehealth: rule.suggest_telehealth,
  is_active: rule.is_active,
});
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The draft as the contract's input, or the fields to fix, in the admin's language. */
function parse(draft: Draft, biomarkers: readonly Biomarker[], t: ResultRulesMessages): { rule: ResultRuleInput } | { errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.name.trim()) errors.name = t.required;
  const biomarker = biomarkers.find((b) => b.id === draft.biomarker_id);
  if (!biomarker) errors.biomarker_id = t.required;
  const value = numberOf(draft.value);
  if (value === null) errors.value = t.required;
  else if (!Number.isFinite(value)) errors.value = t.notANumber;
  const between = draft.comparator === 'between';
  const to = between ? numberOf(draft.value_to) : null;
  if (between && to === null) errors.value_to = t.required;
  else if (between && !Number.isFinite(to)) errors.value_to = t.notANumber;
  else if (between && value !== null && to !== null && to < value) errors.value_to = t.toBelowFrom;
  if (!draft.action_id && !draft.notification_text.trim() && !draft.suggest_telehealth) errors.action_id = t.oneOutcome;
  if (Object.keys(errors).length > 0 || !biomarker || value === null) return { errors };
  return {
    rule: {
      name: draft.name.trim(),
      biomarker_id: biomarker.id,
      comparator: draft.comparator,
      value,
      value_to: to,
      unit: biomarker.unit,
      explanation: draft.explanation.trim() || null,
      action_id: draft.action_id || null,
      notification_text: draft.notification_text.trim() || null,
      suggest_telehealth: draft.suggest_telehealth,
      is_active: draft.is_active,
    },
  };
}

/**
 * An organisation's result rules, on its edit screen (docs/decisions/0102-results-that-act.md): per
 * biomarker of the lab catalogue and a range in its unit, what a member's result suggests — a
 * programme action, a notification, a telehealth visit. Compared in the member's browser.
 */
export function ResultRulesPanel({ organizationId }: { organizationId: string }) {
  const titleId = useId();
  const t = useMessages(resultRulesMessages);
  const sdk = useHealthDeck();
  const rules = useQuery(resultRulesQuery(sdk, organizationId));
  const biomarkerRecords = useQuery(adminClassSearchQuery(sdk, 'biomarker', { sort: 'name', take: 100 }));
  const actionRecords = useQuery(adminClassSearchQuery(sdk, 'action', { sort: 'name', take: 100 }));
  const programmeRecords = useQuery(adminClassSearchQuery(sdk, 'programs', { sort: 'name', take: 100 }));
  const [editing, setEditing] = useState<ResultRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ResultRule | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation(resultRuleDeleteMutation(sdk, organizationId));

  const queries = [rules, biomarkerRecords, actionRecords, programmeRecords];
  const failed = queries.find((q) => q.isError);
  const biomarkers: Biomarker[] = (biomarkerRecords.data?.items ?? []).map((r) => ({ id: r.id, name: r.data.name, unit: r.data.unit?.trim() ?? '' }));
  const programmeName = new Map((programmeRecords.data?.items ?? []).map((p) => [p.id, p.data.name]));
  const actions: ActionChoice[] = (actionRecords.data?.items ?? []).map((a) => ({ id: a.id, label: t.outcomeAction(a.data.name, programmeName.get(a.data.program_id) ?? '') }));

  return (
    <section className="hd-result-rules" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-form-note">{t.intro}</p>
      <p className="hd-form-note">{t.privacy}</p>
      <Outcome error={null} notice={notice} />
      {failed || queries.some((q) => q.isPending) ? (
        <LoadState error={failed?.error} loading={t.loading} onRetry={() => void Promise.all(queries.map((q) => q.refetch()))} />
      ) : (
        <>
          {rules.data?.rules.length === 0 ? <p>{t.none}</p> : null}
          <ul className="hd-result-rules__list">
            {rules.data?.rules.map((rule) => (
              <li key={rule.id} className="hd-panel hd-result-rules__item">
                <h3>{rule.name}</h3>
                <p>
                  {t.summary(rule.biomarker_name, rule.comparator, rule.value, rule.value_to, rule.unit)}
                  {rule.is_active ? '' : ` · ${t.inactive}`}
                </p>
                <p>
                  {t.outcomes}:{' '}
                  {[
                    rule.action_name ? t.outcomeAction(rule.action_name, rule.program_name ?? '') : null,
                    rule.notification_text ? t.outcomeNotification : null,
                    rule.suggest_telehealth ? t.outcomeTelehealth : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </p>
                <div className="hd-result-rules__buttons">
                  {/* The rule's name finishes each button's name for screen readers; the card shows it. */}
                  <Button variant="outlined" onClick={() => setEditing(rule)}>
                    {t.editShort}
                    <span className="hd-visually-hidden">: {rule.name}</span>
                  </Button>
                  <Button variant="outlined" color="red" onClick={() => setDeleting(rule)}>
                    {t.delete}
                    <span className="hd-visually-hidden">: {rule.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {editing ? (
            <RuleForm
              key={editing === 'new' ? 'new' : editing.id}
              organizationId={organizationId}
              rule={editing === 'new' ? null : editing}
              biomarkers={biomarkers}
              actions={actions}
              t={t}
              onDone={(saved) => {
                setEditing(null);
                if (saved) setNotice(t.saved);
              }}
            />
          ) : (
            <Button
              onClick={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              {t.add}
            </Button>
          )}
        </>
      )}
      {deleting ? (
        <ConfirmAction
          title={t.remove(deleting.name)}
          action={t.delete}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            setNotice(t.removed);
          }}
        >
          <p>{t.summary(deleting.biomarker_name, deleting.comparator, deleting.value, deleting.value_to, deleting.unit)}</p>
        </ConfirmAction>
      ) : null}
    </section>
  );
}

function RuleForm({
  organizationId,
  rule,
  biomarkers,
  actions,
  t,
  onDone,
}: {
  organizationId: string;
  rule: ResultRule | null;
  biomarkers: readonly Biomarker[];
  actions: readonly ActionChoice[];
  t: ResultRulesMessages;
  onDone: (saved: boolean) => void;
}) {
  const sdk = useHealthDeck();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => (rule ? draftOf(rule) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation(resultRuleSaveMutation(sdk, organizationId));
  // A changed field's complaint goes until the next save says otherwise.
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };
  const unit = biomarkers.find((b) => b.id === draft.biomarker_id)?.unit;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(draft, biomarkers, t);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: rule?.id ?? null, rule: parsed.rule }, { onSuccess: () => onDone(true) });
  }

  const select = (field: 'biomarker_id' | 'comparator' | 'action_id', label: string, options: { value: string; label: string }[], hint?: string) => {
    const id = `${formId}-${field}`;
    const error = field === 'comparator' ? undefined : errors[field];
    return (
      <div className={`hd-select${error ? ' hd-field--invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={field}
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          onChange={(e) => set(field, e.currentTarget.value as Draft[typeof field])}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error || hint ? (
          <p id={`${id}-note`} className={error ? 'hd-field__error' : 'hd-field__hint'}>
            {error ?? hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="hd-panel hd-result-rules__form" noValidate onSubmit={onSubmit} aria-busy={save.isPending} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>{rule ? t.formTitleEdit : t.formTitleNew}</h3>
      <Outcome error={save.isError ? readFailure(save.error) : null} notice={null} />
      <Input label={t.name} name="name" required autoComplete="off" hint={t.nameHint} value={draft.name} error={errors.name} onChange={(e) => set('name', e.currentTarget.value)} />
      {select('biomarker_id', t.biomarker, [{ value: '', label: t.chooseBiomarker }, ...biomarkers.map((b) => ({ value: b.id, label: b.unit ? `${b.name} (${b.unit})` : b.name }))])}
      {select(
        'comparator',
        t.comparator,
        RESULT_RULE_COMPARATORS.map((c) => ({ value: c, label: t.comparators[c] })),
      )}
      <Input
        label={t.value}
        name="value"
        inputMode="decimal"
        required
        autoComplete="off"
        hint={unit === undefined ? undefined : unit ? t.unitNote(unit) : t.noUnit}
        value={draft.value}
        error={errors.value}
        onChange={(e) => set('value', e.currentTarget.value)}
      />
      {draft.comparator === 'between' ? (
        <Input
          label={t.valueTo}
          name="value_to"
          inputMode="decimal"
          required
          autoComplete="off"
          value={draft.value_to}
          error={errors.value_to}
          onChange={(e) => set('value_to', e.currentTarget.value)}
        />
      ) : null}
      <div className="hd-field">
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={`${formId}-explanation`}>
            {t.explanation}
          </label>
        </div>
        <textarea
          id={`${formId}-explanation`}
          name="explanation"
          className="hd-field__input"
          rows={3}
          aria-describedby={`${formId}-explanation-hint`}
          value={draft.explanation}
          onChange={(e) => set('explanation', e.currentTarget.value)}
        />
        <p id={`${formId}-explanation-hint`} className="hd-field__hint">
          {t.explanationHint}
        </p>
      </div>
      <fieldset className="hd-result-rules__outcomes">
        <legend>{t.outcomes}</legend>
        {select('action_id', t.action, [{ value: '', label: t.noAction }, ...actions.map((a) => ({ value: a.id, label: a.label }))])}
        <Input
          label={t.notification}
          name="notification_text"
          autoComplete="off"
          hint={t.notificationHint}
          value={draft.notification_text}
          onChange={(e) => set('notification_text', e.currentTarget.value)}
        />
        <label className="hd-checkbox-label">
          <input type="checkbox" className="hd-checkbox" name="suggest_telehealth" checked={draft.suggest_telehealth} onChange={(e) => set('suggest_telehealth', e.currentTarget.checked)} />{' '}
          {t.telehealth}
        </label>
      </fieldset>
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox" name="is_active" checked={draft.is_active} onChange={(e) => set('is_active', e.currentTarget.checked)} /> {t.active}
      </label>
      <div className="hd-result-rules__buttons">
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {t.save}
        </Button>
        <Button variant="outlined" color="gray" onClick={() => onDone(false)} disabled={save.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
