import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SLEEP } from '@healthdeck/contract/light';
import { accountQuery, type HealthDeck, type SleepChange, sleepChangeMutation, sleepQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { hostNavigation } from '../shared/host-navigation';
import { WidgetShell } from '../shared/widget-shell';
import { Button } from '../../primitives/button/button';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { sleepMessages, type SleepMessages } from './messages';
import { useHostNavigate } from '../../provider/host-navigate';

/** spec 001 §2: the sleep goal button opens the profile page. */
export const SLEEP_PROFILE_HREF = '/client/profile';

export interface SleepChangeDetail {
  totalLevels: number;
}

export interface SleepTrackerProps {
  /** Sleep goal in hours; read from the account's profile.sleep_goal when not given, else 8 (spec 001 §9). */
  goal?: number;
  /** Where the sleep goal link goes (default /client/profile). */
  profileHref?: string;
  /**
   * A host app's own navigation: when given, a plain click on the sleep goal link is handed to it
   * instead of loading the page (modified clicks still open the link as usual).
   */
  onOpenProfile?: (detail: { href: string }) => void;
  /** After the server confirmed a change (the element dispatches it as `hd-change`). */
  onChange?: (detail: SleepChangeDetail) => void;
  /** When a load or change failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

const LEVELS = Array.from({ length: SLEEP.maxLevel }, (_, i) => i + 1);

function usableGoal(goal: unknown): number | undefined {
  return typeof goal === 'number' && Number.isFinite(goal) && goal > 0 ? goal : undefined;
}

/** spec 001 §5: the level stays within 0..14 (buttons disabled at the bounds). */
function clampLevel(level: number): number {
  return Math.min(SLEEP.maxLevel, Math.max(SLEEP.minLevel, level));
}

// spec 001 §4, §5, §8, §9: the dashboard's Sleep Tracker widget.
export function SleepTracker(props: SleepTrackerProps) {
  const t = useMessages(sleepMessages);
  const hostNavigate = useHostNavigate();
  const onOpenProfile = props.onOpenProfile ?? (hostNavigate && (({ href }: { href: string }) => hostNavigate(href)));
  return (
    <WidgetShell frame="card" block="hd-sleep" title={t.title} signedOut={t.signedOut}>
      {(client) => <SignedInTracker {...props} onOpenProfile={onOpenProfile} client={client} t={t} />}
    </WidgetShell>
  );
}

function SignedInTracker({ goal: goalProp, profileHref, onOpenProfile, onChange, onError, client, t }: SleepTrackerProps & { client: HealthDeck; t: SleepMessages }) {
  const explicitGoal = usableGoal(goalProp);
  const sleep = useQuery({ ...sleepQuery(client), retry: false });
  const account = useQuery({ ...accountQuery(client), enabled: explicitGoal === undefined, retry: false });
  // spec 001 §3 Sleep goal: profile.sleep_goal; §9 default sleep goal 8 hours.
  const goal = explicitGoal ?? usableGoal(account.data?.profile.sleep_goal) ?? SLEEP.defaultGoalHours;
  const href = profileHref && profileHref.length > 0 ? profileHref : SLEEP_PROFILE_HREF;

  // spec 001 §4: the sdk applies the change at once and rolls it back on failure; we show the message
  // of the change that failed. The widget's steps run after the sdk's, for every change (overlapping
  // ones included), so they sit in the options rather than in mutate's per-call callbacks.
  const [failure, setFailure] = useState<SleepChange | null>(null);
  const sdk = sleepChangeMutation(client);
  const change = useMutation({
    ...sdk,
    onSuccess: (answer, direction, rollback, context) => {
      sdk.onSuccess?.(answer, direction, rollback, context);
      onChange?.({ totalLevels: answer.data.sleep.total_levels });
    },
    onError: (error, direction, rollback, context) => {
      sdk.onError?.(error, direction, rollback, context);
      setFailure(direction);
      onError?.({ message: direction === 'increment' ? t.incrementFailed : t.decrementFailed });
    },
  });
  const step = (direction: SleepChange) => {
    setFailure(null);
    change.mutate(direction);
  };

  useReportLoadFailure('sleep tracker', sleep, t.loadFailed, onError);

  if (sleep.isError && !sleep.data) {
    return <LoadFailure block="hd-sleep" query={sleep} message={t.loadFailed} retryLabel={t.retry} />;
  }

  // spec 001 §4: "Sleep and fitness widgets show a skeleton while loading".
  const waitingForGoal = explicitGoal === undefined && account.isPending;
  if (!sleep.data || waitingForGoal) {
    return (
      <div className="hd-sleep__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-sleep__bone hd-sleep__bone--level hd-shimmer" />
        <span className="hd-sleep__bone hd-sleep__bone--meter hd-shimmer" />
        <span className="hd-sleep__bone hd-sleep__bone--line hd-shimmer" />
      </div>
    );
  }

  const level = clampLevel(sleep.data.data.sleep.total_levels);
  const errorText = failure === 'increment' ? t.incrementFailed : failure === 'decrement' ? t.decrementFailed : null;

  const openProfile = hostNavigation(onOpenProfile && (() => onOpenProfile({ href })));

  return (
    <div className="hd-sleep__body" part="body">
      <p className="hd-sleep__level">
        <span data-testid="sleep-level" className="hd-sleep__value" part="level">
          {level}
        </span>{' '}
        <span className="hd-sleep__max">{t.outOf(SLEEP.maxLevel)}</span>
      </p>
      <div
        className="hd-sleep__meter"
        part="meter"
        role="progressbar"
        aria-label={t.level}
        aria-valuemin={SLEEP.minLevel}
        aria-valuemax={SLEEP.maxLevel}
        aria-valuenow={level}
        aria-valuetext={t.levelText(level, SLEEP.maxLevel)}
      >
        {LEVELS.map((n) => (
          <span key={n} className={n <= level ? 'hd-sleep__bar hd-sleep__bar--on' : 'hd-sleep__bar'} part={n <= level ? 'bar bar-on' : 'bar'} />
        ))}
      </div>
      <div className="hd-sleep__controls" part="controls">
        <a className="hd-sleep__goal" part="goal" href={href} onClick={openProfile}>
          {t.goal(goal)}
        </a>
        <Button
          part="button decrement"
          variant="tinted"
          color="purple"
          className="hd-sleep__step"
          aria-label={t.removeSleep}
          disabled={level <= SLEEP.minLevel}
          onClick={() => step('decrement')}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <Button
          part="button increment"
          variant="filled"
          color="purple"
          className="hd-sleep__step"
          aria-label={t.addSleep}
          disabled={level >= SLEEP.maxLevel}
          onClick={() => step('increment')}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      {errorText ? (
        <p role="alert" className="hd-sleep__error" part="error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
