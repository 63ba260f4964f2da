import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../../primitives/button/button';
import { useLanguage } from '../../../i18n/language';
import { initialAnswers, tickExclusive, type Answers, type Question } from './questionnaire';

/** A question's words in the member's language (options by value). */
export interface QuestionText {
  label: string;
  hint?: string;
  options?: Readonly<Record<string, string>>;
}

export interface QuestionnaireAction {
  id: string;
  label: string;
  /** Whether the answers must be complete and valid first (a draft is saved as it is). */
  validate: boolean;
  variant?: ButtonVariant;
}

export interface QuestionnaireFormProps {
  questions: readonly Question[];
  text: Readonly<Record<string, QuestionText>>;
  /** The saved answers (opened in the browser), or null for a fresh form. */
  saved: Answers | null;
  actions: readonly QuestionnaireAction[];
  /** Runs an action with the answers; a rejection keeps the form as it is (the caller shows why). */
  onAction: (action: string, answers: Answers) => Promise<void>;
  /** The failure of the last action, shown above the buttons. */
  error?: string | null;
  /** An optional sentence above the questions (e.g. "Over the last 2 weeks…"). */
  intro?: string;
}

// The answers' validation (zod, the resolver and its messages, answers-schema.ts) loads when they are
// first validated, started when the member points at or focuses an action that validates.
const loadSchema = () => import('./answers-schema');

/**
 * The member's questionnaire (react-hook-form + the zod resolver, loaded on first validation): radio groups, check boxes,
 * whole numbers and free text described by `questions`; each action button either saves the
 * answers as they are (a draft) or validates them first, focusing the first unanswered question.
 */
export function QuestionnaireForm({ questions, text, saved, actions, onAction, error, intro }: QuestionnaireFormProps) {
  const language = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const resolver = useMemo<Resolver<Answers>>(() => {
    let check: Resolver<Answers> | undefined;
    return async (values, context, options) => {
      check ??= await (await loadSchema()).answersResolver(questions, language);
      return check(values, context, options);
    };
  }, [questions, language]);
  const form = useForm<Answers>({
    defaultValues: initialAnswers(questions, saved),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  // Pointing at or focusing an action starts loading the validation it runs (if it validates).
  function prepare(action: QuestionnaireAction) {
    if (action.validate) void loadSchema();
  }

  async function run(action: QuestionnaireAction) {
    if (busy) return;
    const go = async (answers: Answers) => {
      setBusy(action.id);
      try {
        await onAction(action.id, answers);
      } catch {
        // The caller reports the failure through `error`.
      } finally {
        setBusy(null);
      }
    };
    if (action.validate) await form.handleSubmit(go)();
    else {
      form.clearErrors();
      await go(form.getValues());
    }
  }

  return (
    <form className="hd-questionnaire" part="form" noValidate onSubmit={(e) => e.preventDefault()}>
      {intro ? <p className="hd-questionnaire__intro">{intro}</p> : null}
      {questions.map((q) => {
        const words = text[q.id] ?? { label: q.id };
        const message = errors[q.id]?.message as string | undefined;
        const errorId = `${id}-${q.id}-error`;
        const hintId = `${id}-${q.id}-hint`;
        const describedBy = [message ? errorId : '', words.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
        const errorText = message ? (
          <p id={errorId} className="hd-field__error" part="error">
            {message}
          </p>
        ) : null;
        const hint = words.hint ? (
          <p id={hintId} className="hd-questionnaire__hint">
            {words.hint}
          </p>
        ) : null;
        if (q.kind === 'choice' || q.kind === 'multi') {
          return (
            <fieldset key={q.id} className="hd-questionnaire__question" part="question" aria-describedby={describedBy} aria-invalid={message ? true : undefined}>
              <legend className="hd-questionnaire__legend">{words.label}</legend>
              {hint}
              <div className="hd-questionnaire__options">
                {q.options.map((option) => {
                  const field = form.register(q.id);
                  const exclusive = q.kind === 'multi' ? q.exclusive : undefined;
                  return (
                    <label key={option.value} className="hd-questionnaire__option">
                      <input
                        type={q.kind === 'choice' ? 'radio' : 'checkbox'}
                        value={option.value}
                        {...field}
                        onChange={async (event) => {
                          await field.onChange(event);
                          const chosen = form.getValues(q.id);
                          if (exclusive && Array.isArray(chosen)) form.setValue(q.id, tickExclusive(chosen, option.value, exclusive), { shouldValidate: form.formState.isSubmitted });
                        }}
                      />
                      <span>{words.options?.[option.value] ?? option.value}</span>
                    </label>
                  );
                })}
              </div>
              {errorText}
            </fieldset>
          );
        }
        const inputId = `${id}-${q.id}`;
        const common = { id: inputId, className: 'hd-field__input', 'aria-describedby': describedBy, 'aria-invalid': message ? true : undefined, ...form.register(q.id) };
        return (
          <div key={q.id} className={`hd-field hd-questionnaire__question${message ? ' hd-field--invalid' : ''}`} part="question">
            <label className="hd-field__label" htmlFor={inputId}>
              {words.label}
            </label>
            {hint}
            {q.kind === 'number' ? <input {...common} type="number" inputMode="numeric" min={q.min} max={q.max} step={1} /> : <textarea {...common} rows={3} maxLength={q.maxLength} />}
            {errorText}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="hd-questionnaire__failure" part="error">
          {error}
        </p>
      ) : null}
      <div className="hd-questionnaire__actions" part="actions">
        {actions.map((action) => (
          <Button
            key={action.id}
            type="button"
            variant={action.variant ?? 'filled'}
            loading={busy === action.id}
            disabled={busy !== null && busy !== action.id}
            onPointerEnter={() => prepare(action)}
            onFocus={() => prepare(action)}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

export default QuestionnaireForm;
