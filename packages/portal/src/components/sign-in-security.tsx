import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Passkey, SecondFactorStatus, TotpEnrolment } from '@healthdeck/contract/light';
import {
  $language,
  addPasskey,
  HealthDeckError,
  passkeyRemoveMutation,
  passkeysQuery,
  passkeysSupported,
  secondFactorStatusQuery,
  totpDisableMutation,
  totpEnrolConfirmMutation,
  totpEnrolStartMutation,
} from '@healthdeck/sdk';
import { Button, Input, toast, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { shellMessages } from '../shell/shell-messages.js';
import { formatWhen } from '../shell/format-when.js';
import { signInSecurityMessages } from './sign-in-security-messages.js';
import './sign-in-security.css';

/** The id the admin gate sends an admin without a second factor to (`/client/profile#sign-in-security`). */
export const SIGN_IN_SECURITY_ID = 'sign-in-security';

/** Where the admin gate came from: after enrolment the admin goes on there. */
export interface SecurityReturn {
  returnTo?: string;
}

/**
 * The profile's sign-in security: an authenticator app (TOTP, RFC 6238) with ten recovery codes
 * shown once, and the member's passkeys. Optional for members; an account with the admin role is
 * sent here by the admin gate until it has an app, and cannot turn it off.
 */
export function SignInSecurity() {
  const sdk = useHealthDeck();
  const t = useMessages(signInSecurityMessages);
  const status = useQuery({ ...secondFactorStatusQuery(sdk), retry: false });
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = status.data !== undefined;

  useEffect(() => {
    if (hash === `#${SIGN_IN_SECURITY_ID}` && loaded) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section ref={sectionRef} id={SIGN_IN_SECURITY_ID} className="hd-card hd-profile__card hd-security" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-security__intro">{t.intro}</p>
      {status.data ? (
        <>
          <AuthenticatorApp status={status.data} />
          <Passkeys />
        </>
      ) : status.isError ? (
        <div>
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button type="button" variant="outlined" loading={status.isFetching} disabled={status.isFetching} onClick={() => void status.refetch()}>
            {t.loadAgain}
          </Button>
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </section>
  );
}

function AuthenticatorApp({ status }: { status: SecondFactorStatus }) {
  const sdk = useHealthDeck();
  const t = useMessages(signInSecurityMessages);
  const { unexpected } = useMessages(formMessages);
  const { success } = useMessages(shellMessages);
  const location = useLocation();
  const returnTo = (location.state as SecurityReturn | null)?.returnTo;
  const [enrolment, setEnrolment] = useState<(TotpEnrolment & { qr: string | null }) | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation(totpEnrolStartMutation(sdk));
  const confirm = useMutation(totpEnrolConfirmMutation(sdk));
  const disable = useMutation(totpDisableMutation(sdk));
  const codesRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (recoveryCodes) codesRef.current?.focus();
  }, [recoveryCodes]);

  async function onStart() {
    setFailure(null);
    try {
      const started = await start.mutateAsync();
      setEnrolment({ ...started, qr: null });
      // The QR code is drawn here, from the otpauth:// URI: the seed goes to no other service.
      const QRCode = await import('qrcode');
      const qr = await QRCode.toDataURL(started.otpauthUri, { margin: 1, width: 200 });
      setEnrolment((current) => (current && current.secret === started.secret ? { ...current, qr } : current));
    } catch (error) {
      setFailure(errorMessage(error, unexpected));
    }
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    setFailure(null);
    try {
      setRecoveryCodes(await confirm.mutateAsync(code.trim()));
      setEnrolment(null);
      setCode('');
    } catch (error) {
      setFailure(errorMessage(error, unexpected));
    }
  }

  async function onDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending) return;
    setFailure(null);
    try {
      await disable.mutateAsync(code.trim());
      setCode('');
      toast({ kind: 'success', title: success, message: t.turnedOff });
    } catch (error) {
      setFailure(errorMessage(error, unexpected));
    }
  }

  const codeInput = (
    <Input
      label={t.code}
      name="totp_code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={code}
      hint={t.codeHint}
      onChange={(e) => setCode(e.currentTarget.value)}
    />
  );

  return (
    <div className="hd-security__part">
      <h3>{t.appTitle}</h3>
      {recoveryCodes ? (
        <div className="hd-security__codes">
          <h4 ref={codesRef} tabIndex={-1}>
            {t.codesTitle}
          </h4>
          <p>{t.codesIntro}</p>
          <ul aria-label={t.codesTitle}>
            {recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <div className="hd-page__actions">
            <Button type="button" onClick={() => setRecoveryCodes(null)}>
              {t.codesSaved}
            </Button>
            {returnTo ? <Link to={returnTo}>{t.continueToStaff}</Link> : null}
          </div>
        </div>
      ) : enrolment ? (
        <form className="hd-form" noValidate onSubmit={onConfirm} aria-busy={confirm.isPending}>
          <p>{t.scan}</p>
          {enrolment.qr ? <img className="hd-security__qr" src={enrolment.qr} alt={t.qrAlt} width={200} height={200} /> : null}
          <p>
            {t.secretLabel}:{' '}
            <code className="hd-security__secret" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          {codeInput}
          <div className="hd-page__actions">
            <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
              {t.confirm}
            </Button>
            <Button type="button" variant="outlined" onClick={() => setEnrolment(null)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : status.totpEnrolled ? (
        <>
          <p>{t.appOn(status.recoveryCodesLeft)}</p>
          {status.required ? (
            <p>{t.appRequired}</p>
          ) : (
            <form className="hd-form" noValidate onSubmit={onDisable} aria-busy={disable.isPending}>
              {codeInput}
              <Button type="submit" variant="outlined" color="red" loading={disable.isPending} disabled={disable.isPending}>
                {t.turnOff}
              </Button>
            </form>
          )}
        </>
      ) : (
        <>
          <p>{t.appOff}</p>
          <Button type="button" loading={start.isPending} disabled={start.isPending} onClick={() => void onStart()}>
            {t.setUp}
          </Button>
        </>
      )}
      {failure ? (
        <p role="alert" className="hd-form-alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function Passkeys() {
  const sdk = useHealthDeck();
  const t = useMessages(signInSecurityMessages);
  const { unexpected } = useMessages(formMessages);
  const { success } = useMessages(shellMessages);
  const language = useStore($language);
  const supported = passkeysSupported();
  const list = useQuery({ ...passkeysQuery(sdk), retry: false });
  const remove = useMutation(passkeyRemoveMutation(sdk));
  const [name, setName] = useState(t.passkeyDefaultName);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setFailure(null);
    setAdding(true);
    try {
      const added = await addPasskey(sdk, name.trim() || t.passkeyDefaultName);
      toast({ kind: 'success', title: success, message: added.unlocks ? t.passkeyAdded : t.passkeyAddedNoUnlock });
    } catch (error) {
      // The browser's own refusal (cancelled, timed out) is a DOMException, not the server's word.
      setFailure(error instanceof HealthDeckError ? errorMessage(error, unexpected) : t.passkeyCancelled);
    } finally {
      setAdding(false);
    }
  }

  async function onRemove(passkey: Passkey) {
    setFailure(null);
    try {
      await remove.mutateAsync(passkey.id);
      toast({ kind: 'success', title: success, message: t.passkeyRemoved });
    } catch (error) {
      setFailure(errorMessage(error, unexpected));
    }
  }

  return (
    <div className="hd-security__part">
      <h3>{t.passkeysTitle}</h3>
      <p>{t.passkeysIntro}</p>
      {list.data ? (
        list.data.passkeys.length === 0 ? (
          <p>{t.noPasskeys}</p>
        ) : (
          <ul className="hd-devices__list">
            {list.data.passkeys.map((passkey) => (
              <li key={passkey.id} className="hd-devices__item" data-testid="passkey">
                <span className="hd-devices__name">{passkey.name}</span>
                <span className="hd-devices__status">
                  {t.passkeyAddedOn(formatWhen(passkey.createdAt, language))}. {passkey.unlocks ? t.passkeyUnlocks : t.passkeyNoUnlock}
                </span>
                <Button
                  type="button"
                  variant="outlined"
                  color="red"
                  aria-label={t.removePasskey(passkey.name)}
                  loading={remove.isPending && remove.variables === passkey.id}
                  disabled={remove.isPending}
                  onClick={() => void onRemove(passkey)}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : list.isError ? (
        <div>
          <p role="alert" className="hd-form-alert">
            {t.loadFailed}
          </p>
          <Button type="button" variant="outlined" loading={list.isFetching} disabled={list.isFetching} onClick={() => void list.refetch()}>
            {t.loadAgain}
          </Button>
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
      {supported ? (
        <form className="hd-form" noValidate onSubmit={onAdd} aria-busy={adding}>
          <Input label={t.passkeyName} name="passkey_name" type="text" autoComplete="off" maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button type="submit" loading={adding} disabled={adding}>
            {t.addPasskey}
          </Button>
        </form>
      ) : (
        <p>{t.passkeysUnsupported}</p>
      )}
      {failure ? (
        <p role="alert" className="hd-form-alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
