import { useId, useState, type FormEvent } from 'react';
import { SKIP_BODY_SCAN_ERRORS, SKIP_BODY_SCAN_OPTIONS, SKIP_REASON_MAX, skipBodyScanReason, validateSkipBodyScan, type SkipBodyScanOption } from '@healthdeck/sdk';
import input from '../../primitives/input/input.css?inline';
import { Button } from '../../primitives/button/button';
import { adoptPartStyles } from '../../styles/part-styles';
import skipRules from './skip-form.css?inline';
import type { BodyScanMessages } from './messages';

const NONE = 'None of the above' satisfies SkipBodyScanOption;

/** The sdk rule's (English) message in the member's language. */
function errorText(t: BodyScanMessages, error: string | undefined): string | undefined {
  if (error === SKIP_BODY_SCAN_ERRORS.optionRequired) return t.optionRequired;
  if (error === SKIP_BODY_SCAN_ERRORS.reasonRequired) return t.reasonRequired;
  if (error === SKIP_BODY_SCAN_ERRORS.reasonTooLong) return t.reasonTooLong;
  return error;
}

/**
 * spec 001 §5 Skip body scan form, plain controlled inputs checked by the sdk's rule
 * (validateSkipBodyScan): a message shows once its field was touched, Confirm stays disabled until
 * valid, and the saved reason is the free text if given, else the option (skipBodyScanReason).
 */
// The form's rules and its reason field's come with it: the widget loads it on demand.
const adopt = adoptPartStyles([input, skipRules].join('\n'));

export function SkipForm({ t, onSave, onBack }: { t: BodyScanMessages; onSave: (reason: string) => Promise<void>; onBack: () => void }) {
  const id = useId();
  const [option, setOption] = useState<SkipBodyScanOption | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState({ option: false, reason: false });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { valid, errors } = validateSkipBodyScan({ option, reason });
  // Typing a reason before choosing an option also shows that the option is missing.
  const optionError = touched.option || touched.reason ? errorText(t, errors.option) : undefined;
  const reasonError = touched.reason || option !== null ? errorText(t, errors.reason) : undefined;
  const optionErrorId = `${id}-option-error`;
  const reasonErrorId = `${id}-reason-error`;
  const reasonId = `${id}-reason`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onSave(skipBodyScanReason({ option, reason }));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form ref={adopt} className="hd-body-scan__form" part="skip-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset
        className="hd-body-scan__options"
        aria-describedby={optionError ? optionErrorId : undefined}
        onBlur={(e) => {
          // Leaving the group (not moving between its radios) marks it touched.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTouched((s) => ({ ...s, option: true }));
        }}
      >
        <legend className="hd-body-scan__legend">
          {t.skipQuestion}
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        </legend>
        {SKIP_BODY_SCAN_OPTIONS.map((value) => (
          <label key={value} className="hd-body-scan__option">
            <input
              type="radio"
              name={`${id}-option`}
              value={value}
              checked={option === value}
              onChange={() => {
                setOption(value);
                setTouched((s) => ({ ...s, option: true }));
              }}
            />
            {t.options[value]}
          </label>
        ))}
        {optionError ? (
          <p id={optionErrorId} className="hd-field__error" part="error">
            {optionError}
          </p>
        ) : null}
      </fieldset>
      <div className={`hd-field${reasonError ? ' hd-field--invalid' : ''}`} part="field">
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={reasonId}>
            {t.reason}
          </label>
          {option === NONE ? (
            <span className="hd-field__asterisk" aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
        <textarea
          id={reasonId}
          className="hd-field__input hd-body-scan__reason"
          rows={3}
          value={reason}
          aria-required={option === NONE || undefined}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? reasonErrorId : `${reasonId}-count`}
          onChange={(e) => {
            setReason(e.target.value);
            setTouched((s) => ({ ...s, reason: true }));
          }}
          onBlur={() => setTouched((s) => ({ ...s, reason: true }))}
        />
        {reasonError ? (
          <p id={reasonErrorId} className="hd-field__error" part="error">
            {reasonError}
          </p>
        ) : (
          <p id={`${reasonId}-count`} className="hd-field__hint">
            {[...reason].length}/{SKIP_REASON_MAX}
          </p>
        )}
      </div>
      {failed ? (
        <p role="alert" className="hd-body-scan__error" part="error">
          {t.saveFailed}
        </p>
      ) : null}
      <div className="hd-body-scan__actions">
        <Button type="button" variant="outlined" onClick={onBack}>
          {t.back}
        </Button>
        <Button type="submit" disabled={!valid} loading={busy}>
          {t.confirm}
        </Button>
      </div>
    </form>
  );
}
