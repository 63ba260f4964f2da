import { Navigate } from 'react-router';
import { useSession } from '../hooks/use-session.js';

/** `/`: the member home when signed in, else sign-in. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/client/home' : '/sign-in'} replace />;
}
