import { useNavigate } from 'react-router';
import { Button, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { errorScreenMessages } from './error-screen-messages.js';

/** /unauthorized: where the sdk sends the browser when the session cannot be refreshed (spec 000 §2, §4). */
export function UnauthorizedScreen() {
  const t = useMessages(errorScreenMessages);
  const navigate = useNavigate();
  return (
    <AuthCard title={t.sessionEndedTitle}>
      <p role="alert">{t.sessionEnded}</p>
      <Button type="button" onClick={() => navigate('/sign-in')}>
        {t.signIn}
      </Button>
    </AuthCard>
  );
}
