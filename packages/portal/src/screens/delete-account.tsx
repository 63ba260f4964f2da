import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@healthdeck/contract/light';
import { $language, BadRequest, requestAccountDeletion, secondFactorStatusQuery, signOut } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { formatWhen } from '../shell/format-when.js';
import { deleteAccountMessages } from './delete-account-messages.js';

type Field = 'password' | 'code';
type Errors = Partial<Record<Field, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /client/delete-account, from the profile and from a consent whose withdrawal closes the account
 * (docs/decisions/0104-account-deletion.md): what follows is said first, then the member confirms
 * with their password (and a code when they use an authenticator app). The server ends every
 * session; the member lands on the sign-in page, which says when the deletion is due and that
 * signing in cancels it.
 */
export function DeleteAccountScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(deleteAccountMessages);
  const f = useMessages(formMessages);
  const language = useStore($language);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const secondFactor = useQuery(secondFactorStatusQuery(sdk));
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refused(error: unknown) {
    const fields = error instanceof BadRequest ? ((error.body as { fields?: Record<string, unknown> } | null)?.fields ?? {}) : {};
    const found: Errors = {};
    if ('password' in fields) found.password = t.wrongPassword;
    else if ('code' in fields) found.code = code.trim() ? t.wrongCode : t.codeRequired;
    setErrors(found);
    setFormError(found.password || found.code ? null : errorMessage(error, f.unexpected));
    focusFirstError(formRef.current, found);
  }

  const needsCode = secondFactor.data?.totpEnrolled === true;
  const due = formatWhen(new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString(), language);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!password) found.password = t.passwordRequired;
    if (needsCode && !code.trim()) found.code = t.codeRequired;
    setErrors(found);
    setFormError(null);
    if (found.password || found.code) {
      focusFirstError(formRef.current, found);
      return;
    }
    void confirm();
  }

  // The sign-in page is where the member lands, told when the deletion is due and how to cancel it.
  async function confirm() {
    setBusy(true);
    try {
      const answer = await requestAccountDeletion(sdk, { password, ...(needsCode ? { code } : {}) });
      // To the sign-in page first, then this browser forgets the session (the server has ended it):
      // the other way round, the client area's guard would send the member there without the notice.
      await navigate('/sign-in', { replace: true, state: { deletionDue: answer.due_at } });
      await signOut(sdk);
      sdk.queryClient.clear();
    } catch (error) {
      refused(error);
      setBusy(false);
    }
  }

  return (
    <div className="hd-page hd-delete-account">
      <h1>{t.title}</h1>
      <section className="hd-card hd-profile__card" aria-labelledby="hd-delete-account-what">
        <h2 id="hd-delete-account-what">{t.intro}</h2>
        <ul>
          <li>{t.signedOut}</li>
          <li>{t.grace(ACCOUNT_DELETION_GRACE_DAYS, due)}</li>
          <li>{t.erased}</li>
          <li>{t.vendors}</li>
          <li>{t.kept}</li>
        </ul>
      </section>
      <section className="hd-card hd-profile__card" aria-labelledby="hd-delete-account-confirm">
        <h2 id="hd-delete-account-confirm">{t.confirmTitle}</h2>
        {secondFactor.isPending ? (
          <p role="status">{t.loading}</p>
        ) : secondFactor.isError ? (
          <>
            <p role="alert" className="hd-form-alert">
              {t.loadFailed}
            </p>
            <Button type="button" variant="outlined" loading={secondFactor.isFetching} disabled={secondFactor.isFetching} onClick={() => void secondFactor.refetch()}>
              {t.retry}
            </Button>
          </>
        ) : (
          <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
            <FormAlert message={formError} />
            <Input
              label={t.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {needsCode ? (
              <Input
                label={t.code}
                name="code"
                autoComplete="one-time-code"
                inputMode="text"
                required
                hint={t.codeHint}
                value={code}
                error={errors.code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
            ) : null}
            <div className="hd-delete-account__actions">
              <Button type="submit" color="red" loading={busy} disabled={busy}>
                {t.submit}
              </Button>
              <Link to="/client/profile">{t.keep}</Link>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
