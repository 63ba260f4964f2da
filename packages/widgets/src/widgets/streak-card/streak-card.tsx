import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { StreakResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { useReportLoadFailure } from '../shared/load-failure';
import { streakMessages, type StreakMessages } from './messages';
import { WeekProgress } from './week-progress';
import type { MilestoneChangeDetail } from './weeks-form';
import { streaksQuery } from '@healthdeck/sdk';

// The weeks prompt shows only when the streak asks for it (should_prompt_milestone, a pregnancy
// milestone): its form, field and rules load then.
const WeeksForm = lazy(() => import('./weeks-form').then((module) => ({ default: module.WeeksForm })));

export type { MilestoneChangeDetail } from './weeks-form';

export interface StreakCardProps {
  /** The first-time 'Start the tour' button (the element dispatches `hd-start-tour`). */
  onStartTour?: () => void;
  /** After the member saved their weeks pregnant (the element dispatches `hd-change`). */
  onChange?: (detail: MilestoneChangeDetail) => void;
  /** The streak could not be loaded (`hd-error`); nothing is shown, spec 001 §8. */
  onError?: (detail: { message: string }) => void;
}

/** Decorative icons for the catalogue's icon names. */
const ICONS: Record<string, string> = { flame: '🔥', baby: '👶' };
export const milestoneIcon = (name: string | null | undefined): string => (name && ICONS[name]) || '⭐';

/** The milestone line: 'Week 12 of your pregnancy' or '3 days in a row'. */
export function milestoneLine(data: StreakResponse, t: StreakMessages): string | null {
  const period = data.milestone_info?.current_period;
  if (period === null || period === undefined) return null;
  return data.milestone_type === 'pregnancy' ? t.pregnancyWeek(period) : t.loginStreak(period);
}

// spec 001 §3 Streak data, §4 Streak card, §8 (streak load failures are logged only).
export function StreakCard(props: StreakCardProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(streakMessages);
  if (session) return <SignedInStreak {...props} client={client} t={t} />;
  return (
    <StreakFrame t={t}>
      <p className="hd-signed-out" part="locked">
        {t.signedOut}
      </p>
    </StreakFrame>
  );
}

function StreakFrame({ t, children, milestone }: { t: StreakMessages; children: ReactNode; milestone?: string }) {
  const titleId = useId();
  return (
    <section className="hd-root hd-widget-card hd-streak" part="widget" aria-labelledby={titleId} data-milestone={milestone}>
      <h2 id={titleId} className="hd-widget-card__title hd-streak__title" part="title">
        {t.title}
      </h2>
      {children}
    </section>
  );
}

function SignedInStreak({ onStartTour, onChange, onError, client, t }: StreakCardProps & { client: HealthDeck; t: StreakMessages }) {
  const streak = useQuery({ ...streaksQuery(client), retry: false });
  useReportLoadFailure('streak', streak, streak.error?.message ?? '', onError);

  if (streak.isPending) {
    return (
      <StreakFrame t={t}>
        <div className="hd-streak__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
          {t.days.map((day) => (
            <span key={day} className="hd-streak__skeleton-day" />
          ))}
        </div>
      </StreakFrame>
    );
  }
  // spec 001 §8: a streak load failure is logged only; the card shows nothing.
  if (!streak.data) return null;

  const data = streak.data;
  const info = data.milestone_info;
  const line = milestoneLine(data, t);
  return (
    <StreakFrame t={t} milestone={data.milestone_type}>
      <div className="hd-streak__body" part="body">
        <p className="hd-streak__count" part="count">
          <span className="hd-streak__icon" aria-hidden="true">
            {milestoneIcon('flame')}
          </span>
          {t.streak(data.streak.current)}
        </p>
        {info?.event && data.milestone_type === 'pregnancy' ? (
          <div className="hd-streak__milestone" part="milestone">
            <span className="hd-streak__icon" aria-hidden="true">
              {milestoneIcon(info.icon)}
            </span>
            <span className="hd-streak__event">{info.event.title}</span>
            {line ? <span className="hd-streak__period">{line}</span> : null}
          </div>
        ) : null}
        <WeekProgress days={data.weekProgress} t={t} />
        {data.should_prompt_milestone && info ? (
          <Suspense fallback={<WeeksPending t={t} />}>
            <WeeksForm client={client} milestoneId={info.id} t={t} onSaved={(detail: MilestoneChangeDetail) => onChange?.(detail)} />
          </Suspense>
        ) : null}
        {data.is_first_time ? (
          <div className="hd-streak__first" part="first-time">
            <p className="hd-streak__hint">{t.firstTime}</p>
            <Button variant="tinted" onClick={() => onStartTour?.()}>
              {t.startTour}
            </Button>
          </div>
        ) : null}
      </div>
    </StreakFrame>
  );
}

/** The weeks prompt while its code loads: its text and the height of its field row, so nothing moves. */
function WeeksPending({ t }: { t: StreakMessages }) {
  return (
    <div className="hd-streak__prompt" part="prompt" aria-busy="true">
      <p className="hd-streak__prompt-text">{t.weeksPrompt}</p>
      <div className="hd-streak__prompt-row" style={{ minHeight: '4.5rem' }} />
    </div>
  );
}
