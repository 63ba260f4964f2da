import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHealthDeck } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { errorMessage } from '../forms/error-message.js';
import { useSession } from '../hooks/use-session.js';

/**
 * /verify-email?key=: the link from the verification email (spec 000 §5 "email verification sends
 * a key"). One request per key (a query, so a re-render or StrictMode does not send it twice).
 */
export function VerifyEmailScreen() {
  const sdk = useHealthDeck();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const verification = useQuery({
    queryKey: ['verify-email', key],
    queryFn: () => sdk.auth.verifyEmail(key),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  // The account says verified now: the home page must stop offering the verify card.
  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [verification.isSuccess, queryClient]);

  const next = session ? <Link to="/client/home">Go to your home page</Link> : <Link to="/sign-in">Sign in</Link>;

  if (!key) {
    return (
      <AuthCard title="Verify your email" footer={next}>
        <p role="alert" className="hd-form-alert">
          This verification link is incomplete. Open the link from your email again.
        </p>
      </AuthCard>
    );
  }
  if (verification.isPending) {
    return (
      <AuthCard title="Verify your email">
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Verifying your email…
        </p>
      </AuthCard>
    );
  }
  if (verification.isError) {
    return (
      <AuthCard title="We could not verify your email" footer={next}>
        <p role="alert" className="hd-form-alert">
          {errorMessage(verification.error)}
        </p>
        <p>The link may have expired or been used already. Sign in to ask for a new one from your home page.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email verified" footer={next}>
      <p role="status">Your email is verified. Thank you!</p>
    </AuthCard>
  );
}
