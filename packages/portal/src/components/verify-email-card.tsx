import { useState } from 'react';
import { Button, useHealthDeck } from '@healthdeck/widgets';
import { useSession } from '../hooks/use-session.js';

// spec 001 §8
export const VERIFY_SENT = 'Verification email sent';
export const VERIFY_FAILED = 'Failed to send verification email';

/**
 * The verify-email card for an unverified member (spec 001 §2, §6). 'Verify my email' sends the
 * email and becomes a disabled 'Resend verification email' (spec 001 §4 Email card); the session's
 * verificationEmailSent flag keeps it so across reloads (spec 000 §3.2).
 */
export function VerifyEmailCard({ email }: { email: string }) {
  const sdk = useHealthDeck();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const [failed, setFailed] = useState(false);
  const sent = sentHere || session?.verificationEmailSent === true;

  async function send() {
    setBusy(true);
    setFailed(false);
    try {
      await sdk.auth.sendVerificationEmail();
      setSentHere(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="hd-card hd-verify-email" aria-labelledby="verify-email-title">
      <h2 id="verify-email-title">Verify your email</h2>
      <p>
        Confirm <strong>{email}</strong> so we can reach you about your results and your account.
      </p>
      {sent ? (
        <Button type="button" disabled>
          Resend verification email
        </Button>
      ) : (
        <Button type="button" loading={busy} disabled={busy} onClick={() => void send()}>
          Verify my email
        </Button>
      )}
      {/* Also when the server sent it at sign-up (the session flag), so the disabled button explains itself. */}
      {sent ? (
        <>
          <p role="status">{VERIFY_SENT}</p>
          <p className="hd-field-hint">Check your inbox (and spam folder) for the link.</p>
        </>
      ) : null}
      {failed ? (
        <p role="alert" className="hd-form-alert">
          {VERIFY_FAILED}
        </p>
      ) : null}
    </section>
  );
}
