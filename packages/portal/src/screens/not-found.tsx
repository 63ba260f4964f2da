import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.js';

/** Any unknown path: a clear page, never a blank screen (DESIGN.md errors). */
export function NotFoundScreen() {
  return (
    <AuthCard title="Page not found">
      <p>We could not find that page.</p>
      <Link to="/">Go to HealthDeck</Link>
    </AuthCard>
  );
}
