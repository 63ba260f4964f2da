import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { Button } from '../../primitives/button/button';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { verifyEmailMessages } from './messages';
import { accountQuery, sendVerificationEmail } from '@healthdeck/sdk';

export interface VerifyEmailProps {
  /** After the verification email was sent (the element dispatches `hd-change`). */
  onSent?: () => void;
  /** When sending failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * spec 001 §2 Verify Email (hidden once the user is verified, §6): 'Verify my email' sends the email
 * and becomes a disabled 'Resend verification email' (§4 Email card); the session's
 * verificationEmailSent flag keeps it so across reloads (spec 000 §3.2). Nothing while signed out,
 * while the account loads, or for a verified member.
 */
export function VerifyEmail({ onSent, onError }: VerifyEmailProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const account = useQuery({ ...accountQuery(client), enabled: session !== null });
  const t = useMessages(verifyEmailMessages);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const [failed, setFailed] = useState(false);
  const user = account.data?.user;
  if (!session || !user || user.verified) return null;
  const sent = sentHere || session.verificationEmailSent === true;

  async function send() {
    setBusy(true);
    setFailed(false);
    try {
      await sendVerificationEmail(client);
      setSentHere(true);
      onSent?.();
    } catch {
      setFailed(true);
      onError?.({ message: t.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="hd-root hd-info-card hd-verify-email" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-info-card__title hd-verify-email__title" part="title">
        {t.title}
      </h2>
      <p className="hd-verify-email__text" part="body">
        {t.beforeEmail}
        <strong>{user.email}</strong>
        {t.afterEmail}
      </p>
      {sent ? (
        <Button type="button" disabled>
          {t.resend}
        </Button>
      ) : (
        <Button type="button" loading={busy} disabled={busy} onClick={() => void send()}>
          {t.verify}
        </Button>
      )}
      {/* Also when the server sent it at sign-up (the session flag), so the disabled button explains itself. */}
      {sent ? (
        <>
          <p role="status" className="hd-verify-email__status" part="status">
            {t.sent}
          </p>
          <p className="hd-verify-email__hint">{t.sentHint}</p>
        </>
      ) : null}
      {failed ? (
        <p role="alert" className="hd-verify-email__error" part="error">
          {t.failed}
        </p>
      ) : null}
    </section>
  );
}
