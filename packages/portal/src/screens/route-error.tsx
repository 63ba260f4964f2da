import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { AuthCard } from '../components/auth-card.js';

/** A render error anywhere below: the spec's Unexpected message and a way out, never a stack trace. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (error) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <AuthCard title={status === 404 ? 'Page not found' : 'Something went wrong'}>
      <p role="alert">{status === 404 ? 'We could not find that page.' : ERROR_MESSAGES.Unexpected}</p>
      <Link to="/">Go to HealthDeck</Link>
    </AuthCard>
  );
}
