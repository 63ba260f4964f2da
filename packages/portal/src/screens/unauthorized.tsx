import { useNavigate } from 'react-router';
import { Button } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';

/** /unauthorized: where the sdk sends the browser when the session cannot be refreshed (spec 000 §2, §4). */
export function UnauthorizedScreen() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Your session has ended">
      <p role="alert">For your security you were signed out. Please sign in again to continue.</p>
      <Button type="button" onClick={() => navigate('/sign-in')}>
        Sign in
      </Button>
    </AuthCard>
  );
}
