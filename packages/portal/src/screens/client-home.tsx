import { useLocation, useNavigate } from 'react-router';
import { SleepTracker } from '@healthdeck/widgets';
import { DailyTasks } from '@healthdeck/widgets';
import { Fitness, SleepSummary } from '@healthdeck/widgets';
import { SmartMealTracker } from '@healthdeck/widgets';
import { FormStatus } from '../components/form-alert.js';
import { VerifyEmailCard } from '../components/verify-email-card.js';
import { DailyJournalLayout } from '../components/daily-journal-panel.js';
import { errorMessage } from '../forms/error-message.js';
import { useAccount } from '../hooks/use-account.js';

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

/** /client/home: the default client page (spec 001 §2): the Daily Journal panel beside or above the widgets. */
export function ClientHomeScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const user = account.data?.user;
  return (
    <div className="hd-page">
      <h1>Home</h1>
      <FormStatus message={noticeOf(location.state)} />
      {account.isError ? (
        <p role="alert" className="hd-form-alert">
          {errorMessage(account.error)}
        </p>
      ) : null}
      {/* spec 001 §2: the streak card, hydration, mood and symptoms live in the Daily Journal panel. */}
      <DailyJournalLayout>
        <div className="hd-widget-grid">
          {user && !user.verified ? <VerifyEmailCard email={user.email} /> : null}
          {/* spec 001 §4: internal task pages open through the app's router, not a page load. */}
          <DailyTasks onNavigate={(path) => void navigate(path)} />
          {/* spec 001 §2: the sleep goal button opens /client/profile inside the app. */}
          <SleepTracker onOpenProfile={({ href }) => void navigate(href)} />
          {/* spec 001 §2: sleep summary and fitness; clicking fitness opens /client/fitness inside the app. */}
          <SleepSummary />
          <Fitness onNavigate={(path) => void navigate(path)} />
          {/* spec 001 §2: the meal widget's buttons open /client/log-meal inside the app. */}
          <SmartMealTracker onNavigate={(path) => void navigate(path)} />
        </div>
      </DailyJournalLayout>
    </div>
  );
}
