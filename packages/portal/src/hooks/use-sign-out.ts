import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHealthDeck } from '@healthdeck/widgets';
import { signOut as endSession } from '@healthdeck/sdk';

/** Sign out, drop every cached answer of the old session, and go to /sign-in. */
export function useSignOut() {
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await endSession(sdk);
    } finally {
      // Even if the server call failed the local session is gone; never keep another member's data.
      sdk.queryClient.clear();
      setBusy(false);
      navigate('/sign-in', { replace: true });
    }
  }
  return { signOut, busy };
}
