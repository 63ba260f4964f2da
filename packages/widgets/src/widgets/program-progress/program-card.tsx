import { lazy, Suspense, useId, useState } from 'react';
import type { MemberProgram } from '@healthdeck/contract/light';
import { actionProgress, programProgress } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { programProgressMessages } from './messages';
import type { ActionItem } from './use-programmes';

// An action's detail (its calls to action) loads when the member first reaches for its toggle
// (pointer or focus): the cards show the programmes' progress first, every detail closed.
const loadDetail = () => import('./action-detail');
const ActionDetail = lazy(() => loadDetail().then((module) => ({ default: module.ActionDetail })));
const preloadDetail = () => {
  loadDetail().catch(() => undefined);
};

export interface ProgramCardProps {
  program: MemberProgram;
  onComplete: (action: ActionItem) => void;
  pendingId?: string | undefined;
  failedId?: string | null | undefined;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** spec 001 §2 Program card: the overall progress circle labelled 'Overrall progress'. */
function ProgressCircle({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value);
  const labelId = useId();
  return (
    <div className="hd-program-card__overall" part="overall">
      <div className="hd-program-card__circle" role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <svg viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" focusable="false">
          <circle className="hd-program-card__circle-track" cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" />
          <circle
            className="hd-program-card__circle-value"
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            transform="rotate(-90 50 50)"
          />
        </svg>
        <span className="hd-program-card__percent" data-testid="overall-progress">
          {percent}%
        </span>
      </div>
      <p id={labelId} className="hd-program-card__overall-label">
        {label}
      </p>
    </div>
  );
}

/** One action of the 'Program Summary': its progress bar and, expanded, its detail with the call-to-action card. */
function SummaryItem({ action, onComplete, pendingId, failedId }: { action: ActionItem } & Omit<ProgramCardProps, 'program'>) {
  const t = useMessages(programProgressMessages);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const nameId = useId();
  const percent = Math.round(actionProgress(action));
  return (
    <li className={`hd-program-card__action${action.completed ? ' hd-program-card__action--done' : ''}`} data-testid="program-action">
      <div className="hd-program-card__action-head">
        <span id={nameId} className="hd-program-card__action-name">
          {action.name}
        </span>
        <span className="hd-program-card__action-percent">{percent}%</span>
        <button
          type="button"
          className="hd-program-card__toggle"
          aria-expanded={open}
          aria-controls={detailId}
          onPointerEnter={preloadDetail}
          onFocus={preloadDetail}
          onClick={() => setOpen(!open)}
        >
          <span className="hd-visually-hidden">
            {open ? t.hideDetails : t.showDetails}: {action.name}
          </span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className="hd-program-card__bar" role="progressbar" aria-labelledby={nameId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <span className="hd-program-card__bar-value" style={{ width: `${percent}%` }} />
      </div>
      <div id={detailId} className="hd-program-card__detail" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <ActionDetail action={action} onComplete={onComplete} pendingId={pendingId} failedId={failedId} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

/**
 * spec 001 §2 Program card (350x350, small under 768px): the programme's name, the overall progress
 * circle 'Overrall progress' (spec 001 §4: the average of its actions, by the sdk's programProgress;
 * hidden when the programme's visible_progress is off) and the 'Program Summary' list of actions with
 * progress bars, each expandable to its call-to-action card.
 */
export function ProgramCard({ program, onComplete, pendingId, failedId }: ProgramCardProps) {
  const t = useMessages(programProgressMessages);
  const titleId = useId();
  const summaryId = useId();
  return (
    <article className="hd-program-card" part="program" aria-labelledby={titleId} data-testid="program-card">
      <h3 id={titleId} className="hd-program-card__name">
        {program.name}
      </h3>
      {program.visible_progress ? <ProgressCircle value={programProgress(program)} label={t.overall} /> : null}
      <h4 id={summaryId} className="hd-program-card__summary-title">
        {t.summary}
      </h4>
      <ul className="hd-program-card__actions" aria-labelledby={summaryId}>
        {program.actions.map((action) => (
          <SummaryItem key={action.id} action={action} onComplete={onComplete} pendingId={pendingId} failedId={failedId} />
        ))}
      </ul>
    </article>
  );
}
