import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { HealthDeckError, InvalidCredentials, startImpersonation } from '@healthdeck/sdk';
import { Button, toast, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { usersMessages } from './messages.js';

/**
 * spec 000 §6, §7.2 admin login-as-user: opens the member's portal acting as them, with the banner
 * 'Logged in as: {name}' (the portal's client area). The server audits the act; the member's access
 * log lists it. The admin's own session comes back with the banner's button.
 */
export function LoginAsUserButton({ userId, email }: { userId: string; email: string }) {
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const t = useMessages(usersMessages);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await startImpersonation(sdk, userId);
      navigate('/client/home');
    } catch (error) {
      setBusy(false);
      const message = error instanceof InvalidCredentials ? t.loginAsRefused : error instanceof HealthDeckError ? error.message : ERROR_MESSAGES.Unexpected;
      toast({ kind: 'error', message });
    }
  }

  return (
    <Button type="button" variant="plain" loading={busy} onClick={() => void start()} aria-label={t.loginAsLabel(email)}>
      {t.loginAs}
    </Button>
  );
}
