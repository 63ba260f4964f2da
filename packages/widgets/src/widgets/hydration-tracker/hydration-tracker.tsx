import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  accountQuery,
  canDecrementHydration,
  canIncrementHydration,
  type HealthDeck,
  type HydrationChange,
  hydrationChangeMutation,
  hydrationGoal,
  hydrationMessage,
  hydrationQuery,
} from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { Button } from '../../primitives/button/button';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { progressPercent } from '../../primitives/progress-percent';
import { hydrationMessages, isHydrationLevel, type HydrationMessages } from './messages';

export interface HydrationChangeDetail {
  totalOunces: number;
  goal: number;
}

export interface HydrationTrackerProps {
  /** Daily goal in ounces; read from the account's water-intake setting when not given (spec 001 §9). */
  goal?: number;
  /** After the server confirmed a change (the element dispatches it as `hd-change`). */
  onChange?: (detail: HydrationChangeDetail) => void;
  /** When a load or change failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function usableGoal(goal: number | undefined): number | undefined {
  return typeof goal === 'number' && Number.isFinite(goal) && goal > 0 ? goal : undefined;
}

// spec 001 §4, §5, §8, §9: the dashboard's Hydration Tracker widget.
export function HydrationTracker(props: HydrationTrackerProps) {
  const t = useMessages(hydrationMessages);
  return (
    <WidgetShell frame="card" block="hd-hydration" title={t.title} signedOut={t.signedOut}>
      {(client) => <SignedInTracker {...props} client={client} t={t} />}
    </WidgetShell>
  );
}

function SignedInTracker({ goal: goalProp, onChange, onError, client, t }: HydrationTrackerProps & { client: HealthDeck; t: HydrationMessages }) {
  const explicitGoal = usableGoal(goalProp);
  const hydration = useQuery({ ...hydrationQuery(client), retry: false });
  const account = useQuery({ ...accountQuery(client), enabled: explicitGoal === undefined, retry: false });
  const goal = explicitGoal ?? hydrationGoal(account.data?.profile.water_intake);

  // spec 001 §4: the sdk applies the change at once and reverts it on failure; we show the message
  // of the change that failed. The widget's steps run after the sdk's, for every change (overlapping
  // ones included), so they sit in the options rather than in mutate's per-call callbacks.
  const [failure, setFailure] = useState<HydrationChange | null>(null);
  const sdk = hydrationChangeMutation(client);
  const change = useMutation({
    ...sdk,
    onSuccess: (answer, variables, rollback, context) => {
      sdk.onSuccess?.(answer, variables, rollback, context);
      onChange?.({ totalOunces: answer.hydration.total_ounces, goal });
    },
    onError: (error, variables, rollback, context) => {
      sdk.onError?.(error, variables, rollback, context);
      setFailure(variables.change);
      onError?.({ message: variables.change === 'increment' ? t.incrementFailed : t.decrementFailed });
    },
  });
  const step = (direction: HydrationChange) => {
    setFailure(null);
    change.mutate({ change: direction });
  };

  useReportLoadFailure('hydration tracker', hydration, t.loadFailed, onError);

  if (hydration.isError && !hydration.data) {
    return <LoadFailure block="hd-hydration" query={hydration} message={t.loadFailed} retryLabel={t.retry} />;
  }

  const waitingForGoal = explicitGoal === undefined && account.isPending;
  if (!hydration.data || waitingForGoal) {
    return (
      <div className="hd-hydration__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-skeleton hd-skeleton--total hd-shimmer" />
        <span className="hd-skeleton hd-skeleton--bar hd-shimmer" />
        <span className="hd-skeleton hd-skeleton--line hd-shimmer" />
      </div>
    );
  }

  const total = hydration.data.hydration.total_ounces;
  const level = hydrationMessage(total, goal);
  const message = isHydrationLevel(level) ? t.levels[level] : level;
  const percent = progressPercent(total, goal);
  const errorText = failure === 'increment' ? t.incrementFailed : failure === 'decrement' ? t.decrementFailed : null;

  return (
    <div className="hd-hydration__body" part="body">
      <div className="hd-hydration__amount">
        <p className="hd-hydration__total">
          <span data-testid="hydration-total" part="total">
            {total}
          </span>{' '}
          {t.ounces}
        </p>
        <p className="hd-hydration__goal" part="goal">
          {t.goal(goal)}
        </p>
      </div>
      <div
        className="hd-hydration__meter"
        part="meter"
        role="progressbar"
        aria-label={t.title}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(total, goal)}
        aria-valuetext={`${total} / ${goal} ${t.ounces}`}
      >
        <span className="hd-hydration__fill" part="meter-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="hd-hydration__message" part="message" aria-live="polite">
        {message}
      </p>
      <div className="hd-hydration__controls" part="controls">
        <Button
          part="button decrement"
          variant="tinted"
          color="blue"
          className="hd-hydration__step"
          aria-label={t.removeWater}
          disabled={!canDecrementHydration(total)}
          onClick={() => step('decrement')}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <Button
          part="button increment"
          variant="filled"
          color="blue"
          className="hd-hydration__step"
          aria-label={t.addWater}
          disabled={!canIncrementHydration(total)}
          onClick={() => step('increment')}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      {errorText ? (
        <p role="alert" className="hd-hydration__error" part="error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
