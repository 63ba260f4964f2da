import { Link } from 'react-router';
import { useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { errorScreenMessages } from './error-screen-messages.js';

/** Any unknown path: a clear page, never a blank screen. */
export function NotFoundScreen() {
  const t = useMessages(errorScreenMessages);
  return (
    <AuthCard title={t.notFoundTitle}>
      <p>{t.notFound}</p>
      <Link to="/">{t.goToHealthDeck}</Link>
    </AuthCard>
  );
}
