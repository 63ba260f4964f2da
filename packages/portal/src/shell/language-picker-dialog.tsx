import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LANGUAGE_SWITCH_DELAY_MS, type Language } from '@healthdeck/contract/light';
import { HealthDeckError, savePreferences } from '@healthdeck/sdk';
import { Button, Modal, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { applyLanguage, LANGUAGE_AUTONYMS, PICKER_LANGUAGES } from './language-choice.js';
import { languageMessages } from './language-messages.js';
import './modal-sheet.js';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The language picker's dialog (loaded when the picker opens, so neither it nor the Modal primitive
 * is in the first load): the six languages; Save keeps the choice in the member's preferences and,
 * after the 1000 ms switch delay (spec 001 §9), applies it to the whole portal and every widget. A
 * failed save switches nothing and says so.
 */
export default function LanguagePickerDialog({ current, onClose }: { current: Language; onClose: () => void }) {
  const sdk = useHealthDeck();
  const t = useMessages(languageMessages);
  const [choice, setChoice] = useState<Language>(current);
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const legendId = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (switching) return;
    if (choice === current) {
      onClose();
      return;
    }
    setSwitching(true);
    setError(null);
    try {
      await Promise.all([savePreferences(sdk, { language: choice }), wait(LANGUAGE_SWITCH_DELAY_MS)]);
      applyLanguage(choice);
      if (mounted.current) onClose();
    } catch (failure) {
      if (mounted.current) setError(failure instanceof HealthDeckError && failure.status === 400 ? failure.message : t.saveFailed);
    } finally {
      if (mounted.current) setSwitching(false);
    }
  }

  return (
    <Modal open onClose={() => !switching && onClose()} title={t.title} size="sm" closeOnBackdrop={!switching}>
      <form className="hd-language-picker" onSubmit={(e) => void save(e)}>
        <fieldset aria-labelledby={legendId} disabled={switching}>
          <legend id={legendId} className="hd-visually-hidden">
            {t.legend}
          </legend>
          {PICKER_LANGUAGES.map((code) => (
            <label key={code} className="hd-language-picker__option" lang={code}>
              <input type="radio" name="language" value={code} checked={choice === code} onChange={() => setChoice(code)} />
              {LANGUAGE_AUTONYMS[code]}
            </label>
          ))}
        </fieldset>
        {switching ? (
          <p role="status" className="hd-language-picker__status">
            {t.switching}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="hd-field__error">
            {error}
          </p>
        ) : null}
        <div className="hd-language-picker__actions">
          <Button type="button" variant="outlined" disabled={switching} onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={switching}>
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
