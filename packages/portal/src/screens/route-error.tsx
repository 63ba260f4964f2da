import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { errorScreenMessages } from './error-screen-messages.js';

/** A render error anywhere below: the spec's Unexpected message and a way out, never a stack trace. */
export function RouteErrorScreen() {
  const t = useMessages(errorScreenMessages);
  const error = useRouteError();
  if (error) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <AuthCard title={status === 404 ? t.notFoundTitle : t.failedTitle}>
      <p role="alert">{status === 404 ? t.notFound : t.unexpected}</p>
      <Link to="/">{t.goToHealthDeck}</Link>
    </AuthCard>
  );
}
