import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, toast, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import {
  InvalidCredentials,
  PrivateKeyLocked,
  recoveryPhraseQuery,
  saveRecoveryPhraseMutation,
  startRecoveryPhrase,
  unlockPrivateKeyWithPassword,
  type NewRecoveryPhrase,
} from '@healthdeck/sdk';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { shellMessages } from '../shell/shell-messages.js';
import { FormAlert } from './form-alert.js';
import { recoveryPhraseMessages } from './recovery-phrase-messages.js';

/**
 * A new recovery phrase: its 12 words on a recovery sheet (print: the print stylesheet shows the
 * sheet alone), then 3 of them typed back before it is saved. Nothing is saved until the words
 * match, so a member who has not written it down cannot end up with a phrase they lack.
 */
export function RecoveryPhraseSetup({ email, onSaved, headingLevel = 2 }: { email: string; onSaved: () => void; headingLevel?: 2 | 3 }) {
  const t = useMessages(recoveryPhraseMessages);
  const [phrase, setPhrase] = useState<NewRecoveryPhrase | null>(null);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState<'show' | 'confirm'>('show');

  function make() {
    setFailed(false);
    startRecoveryPhrase().then(setPhrase, () => setFailed(true));
  }
  useEffect(make, []);

  if (failed) {
    return (
      <div>
        <p role="alert" className="hd-form-alert">
          {t.loadFailed}
        </p>
        <Button type="button" variant="outlined" onClick={make}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!phrase) return <p role="status">{t.loading}</p>;
  return step === 'show' ? (
    <RecoverySheet words={phrase.words} email={email} headingLevel={headingLevel} onWritten={() => setStep('confirm')} />
  ) : (
    <ConfirmPhrase phrase={phrase} headingLevel={headingLevel} onBack={() => setStep('show')} onSaved={onSaved} />
  );
}

function RecoverySheet({ words, email, headingLevel, onWritten }: { words: string[]; email: string; headingLevel: 2 | 3; onWritten: () => void }) {
  const t = useMessages(recoveryPhraseMessages);
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const [today] = useState(() => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date()));
  return (
    <section className="hd-recovery-sheet" aria-labelledby={titleId}>
      <Heading id={titleId}>{t.title}</Heading>
      <p>{t.purpose}</p>
      <p className="hd-note">{t.keepSafe}</p>
      <p className="hd-recovery-sheet__meta">
        <span>{t.account(email)}</span>
        <span>{t.madeOn(today)}</span>
      </p>
      <ol className="hd-recovery-sheet__words" data-testid="recovery-words">
        {words.map((word, index) => (
          // The words repeat rarely but can: their place is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's position is its identity
          <li key={index}>{word}</li>
        ))}
      </ol>
      <div className="hd-recovery-sheet__actions">
        <Button type="button" variant="outlined" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button type="button" onClick={onWritten}>
          {t.written}
        </Button>
      </div>
    </section>
  );
}

function ConfirmPhrase({ phrase, headingLevel, onBack, onSaved }: { phrase: NewRecoveryPhrase; headingLevel: 2 | 3; onBack: () => void; onSaved: () => void }) {
  const sdk = useHealthDeck();
  const t = useMessages(recoveryPhraseMessages);
  const f = useMessages(formMessages);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<string[]>(() => phrase.confirm.map(() => ''));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [locked, setLocked] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(saveRecoveryPhraseMutation(sdk));
  const [unlocking, setUnlocking] = useState(false);
  const busy = save.isPending || unlocking;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = phrase.confirm.map((position, i) => {
      const word = (typed[i] ?? '').trim().toLowerCase();
      if (!word) return t.wordRequired;
      return word === phrase.words[position] ? undefined : t.wordWrong;
    });
    setErrors(found);
    setFormError(null);
    const first = found.findIndex(Boolean);
    if (first >= 0) {
      formRef.current?.querySelectorAll<HTMLInputElement>('input[data-word]')[first]?.focus();
      return;
    }
    try {
      if (locked) {
        setUnlocking(true);
        setPasswordError(null);
        try {
          await unlockPrivateKeyWithPassword(sdk, password);
        } catch (error) {
          setPasswordError(error instanceof InvalidCredentials ? t.wrongPassword : errorMessage(error, f.unexpected));
          return;
        } finally {
          setUnlocking(false);
        }
      }
      await save.mutateAsync(phrase.words.join(' '));
      onSaved();
    } catch (error) {
      if (error instanceof PrivateKeyLocked) setLocked(true);
      else setFormError(errorMessage(error, f.unexpected));
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{t.confirmTitle}</Heading>
      <p>{t.confirmIntro}</p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        {phrase.confirm.map((position, i) => (
          <Input
            key={position}
            label={t.word(position + 1)}
            name={`word-${position + 1}`}
            data-word={position + 1}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={typed[i] ?? ''}
            error={errors[i]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTyped((current) => current.map((w, j) => (j === i ? value : w)));
            }}
          />
        ))}
        {locked ? (
          <>
            <p className="hd-note">{t.unlockIntro}</p>
            <Input
              label={t.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={passwordError}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          </>
        ) : null}
        <div className="hd-recovery-sheet__actions">
          <Button type="button" variant="outlined" onClick={onBack} disabled={busy}>
            {t.showAgain}
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {locked ? t.unlock : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The profile's Recovery phrase card: whether the member has one, and making one (or a new one). */
export function RecoveryPhraseCard({ email }: { email: string }) {
  const sdk = useHealthDeck();
  const t = useMessages(recoveryPhraseMessages);
  const { success } = useMessages(shellMessages);
  const language = useLanguage();
  const titleId = useId();
  const status = useQuery(recoveryPhraseQuery(sdk));
  const [making, setMaking] = useState(false);
  const since = status.data?.createdAt ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(status.data.createdAt)) : null;

  return (
    <section className="hd-card hd-profile__card hd-recovery" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.sectionTitle}</h2>
      {status.data ? (
        making ? (
          <>
            <RecoveryPhraseSetup
              email={email}
              headingLevel={3}
              onSaved={() => {
                setMaking(false);
                toast({ kind: 'success', title: success, message: t.saved });
              }}
            />
            <Button type="button" variant="outlined" onClick={() => setMaking(false)}>
              {t.cancel}
            </Button>
          </>
        ) : (
          <>
            <p data-testid="recovery-status">{since ? t.has(since) : t.none}</p>
            {since ? <p className="hd-note">{t.regenerateNote}</p> : null}
            <Button type="button" variant={since ? 'outlined' : 'filled'} onClick={() => setMaking(true)}>
              {since ? t.regenerate : t.create}
            </Button>
          </>
        )
      ) : status.isError ? (
        <div>
          <p role="alert" className="hd-form-alert">
            {t.statusFailed}
          </p>
          <Button type="button" variant="outlined" loading={status.isFetching} disabled={status.isFetching} onClick={() => void status.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <p role="status">{t.statusLoading}</p>
      )}
    </section>
  );
}
