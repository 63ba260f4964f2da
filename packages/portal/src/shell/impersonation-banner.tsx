import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, toast, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useSession } from '../hooks/use-session.js';
import { impersonationMessages } from './impersonation-messages.js';
import { stopImpersonation } from '@healthdeck/sdk';

/**
 * spec 000 §1, 001 §6: while staff act as a member, every page of the client area reads
 * 'Logged in as: {name}', with a way back to the staff member's own session (the admin users list).
 */
export function ImpersonationBanner() {
  const sdk = useHealthDeck();
  const t = useMessages(impersonationMessages);
  const acting = useSession()?.impersonation;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!acting) return null;

  async function stop() {
    setBusy(true);
    // The staff session is put back synchronously, and the admin area opened in the same update:
    // the client area never renders for the staff member on the way out.
    const stopping = stopImpersonation(sdk);
    navigate('/admin', { replace: true });
    try {
      await stopping;
    } catch {
      // The staff session could not be used (e.g. it expired meanwhile).
      toast({ kind: 'error', message: t.stopFailed });
    }
  }

  return (
    <div className="hd-impersonation" data-testid="impersonation-banner">
      {/* A member without a name (an account made before names were asked) is shown by their whole
          email: staff must know whose account this is, and a piece of the address is not a name. */}
      <p className="hd-impersonation__text">{t.loggedInAs(acting.user.name ?? acting.user.email)}</p>
      <Button type="button" variant="outlined" color="gray" loading={busy} onClick={() => void stop()}>
        {t.stop}
      </Button>
    </div>
  );
}
