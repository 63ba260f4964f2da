import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { checkKitAvailable, HealthDeckError, registerKitMutation, TESTING_CENTER_PATH } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from '../shared/host-navigation';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useKitMessages } from '../../kits/messages';
import { kitRegisterMessages } from '../../kits/register-messages';
import { useMessages } from '../../i18n/language';
import { fieldErrorsOf, fieldMessages, type FieldMessages, type FieldWords } from '../shared/field-messages';

export interface KitRegisterProps {
  /** Where the member goes once the kit is registered (default /client/testing-center). */
  testingCenterHref?: string;
  /** After the kit was registered; detail {kitId}. */
  onRegistered?: (detail: { kitId: string }) => void;
}

/** A refused kit id in the member's words (shared/field-messages), else the server's message (spec 000 §5, contract KIT_MESSAGES), else ours. */
function messageOf(error: unknown, kitId: FieldWords, words: FieldMessages, fallback: string): string {
  const refused = fieldErrorsOf(error, { kit_id: kitId }, words);
  if (refused) return refused.message;
  return error instanceof HealthDeckError ? error.message : fallback;
}

/**
 * /client/testing-center/register (spec 001 §2, shown when the member has no test kit): the kit ID
 * printed on the box, checked with is-available and registered; every refusal shows in the field.
 * Registered, the member goes back to the testing center, where the kit is in the table.
 */
export function KitRegister({ testingCenterHref = TESTING_CENTER_PATH, onRegistered }: KitRegisterProps) {
  const t = useKitMessages(kitRegisterMessages);
  const words = useMessages(fieldMessages);
  const client = useHealthDeck();
  const register = useMutation(registerKitMutation(client));
  const session = useStore(client.$session);
  const navigate = useHostNavigate();
  const titleId = useId();
  const [kitId, setKitId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [available, setAvailable] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'register' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function check(): Promise<boolean> {
    const id = kitId.trim();
    setAvailable(null);
    if (!id) {
      setError(t.kitIdRequired);
      return false;
    }
    const answer = await checkKitAvailable(client, id);
    if (!answer.available) {
      setError(answer.message ?? t.notFound);
      return false;
    }
    setError(null);
    setAvailable(answer.kit_id);
    return true;
  }

  async function run(kind: 'check' | 'register', event?: FormEvent) {
    event?.preventDefault();
    setBusy(kind);
    try {
      if (!(await check()) || kind === 'check') return;
      const { kit } = await register.mutateAsync(kitId.trim());
      setDone(kit.kit_id);
      onRegistered?.({ kitId: kit.kit_id });
      if (navigate) navigate(testingCenterHref);
    } catch (e) {
      setAvailable(null);
      setError(messageOf(e, { label: t.kitIdLabel, format: t.kitIdFormat }, words, t.loadFailed));
    } finally {
      setBusy(null);
    }
  }

  if (!session) {
    return (
      <section className="hd-root hd-info-card hd-kit-register" part="widget">
        <p className="hd-signed-out">{t.signedOut}</p>
      </section>
    );
  }

  return (
    <section className="hd-root hd-info-card hd-kit-register" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-info-card__title hd-kit-register__title" part="title">
        {t.registerTitle}
      </h2>
      <p className="hd-kit-register__text">{t.registerText}</p>
      <form className="hd-kit-register__form" part="form" noValidate onSubmit={(e) => void run('register', e)}>
        <Input
          label={t.kitIdLabel}
          name="kit_id"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={kitId}
          error={error}
          hint={available ? t.available : t.kitIdHint}
          onChange={(e) => {
            setKitId(e.target.value);
            setError(null);
            setAvailable(null);
          }}
        />
        <div className="hd-kit-register__actions">
          <Button variant="outlined" loading={busy === 'check'} disabled={busy !== null} onClick={() => void run('check')}>
            {t.check}
          </Button>
          <Button type="submit" loading={busy === 'register'} disabled={busy !== null}>
            {t.register}
          </Button>
        </div>
      </form>
      {done ? (
        <p role="status" className="hd-kit-register__done">
          {t.registered}{' '}
          <a href={testingCenterHref} onClick={hostNavigation(navigate ? () => navigate(testingCenterHref) : undefined)}>
            {t.backToTestingCenter}
          </a>
        </p>
      ) : null}
    </section>
  );
}
