import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { useSession } from '../hooks/use-session.js';
import { verifyEmailMessages } from './verify-email-messages.js';
import { verifyEmail } from '@healthdeck/sdk';

/**
 * /verify-email?key=: the link from the verification email (spec 000 §5 "email verification sends
 * a key"). One request per key (a query, so a re-render or StrictMode does not send it twice).
 */
export function VerifyEmailScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(verifyEmailMessages);
  const { unexpected } = useMessages(formMessages);
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const verification = useQuery({
    queryKey: ['verify-email', key],
    queryFn: () => verifyEmail(sdk, key),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  // The account says verified now: the home page must stop offering the verify card.
  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [verification.isSuccess, queryClient]);

  const next = session ? <Link to="/client/home">{t.goHome}</Link> : <Link to="/sign-in">{t.signIn}</Link>;

  if (!key) {
    return (
      <AuthCard title={t.title} footer={next}>
        <p role="alert" className="hd-form-alert">
          {t.incompleteLink}
        </p>
      </AuthCard>
    );
  }
  if (verification.isPending) {
    return (
      <AuthCard title={t.title}>
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> {t.verifying}
        </p>
      </AuthCard>
    );
  }
  if (verification.isError) {
    return (
      <AuthCard title={t.failedTitle} footer={next}>
        <p role="alert" className="hd-form-alert">
          {errorMessage(verification.error, unexpected)}
        </p>
        <p>{t.failedHelp}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.verifiedTitle} footer={next}>
      <p role="status">{t.verified}</p>
    </AuthCard>
  );
}
