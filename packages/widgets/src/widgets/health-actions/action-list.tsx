import { useState } from 'react';
import type { HealthActionStatus, UserHealthAction } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import { useLanguage } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { formatInstant } from '../shared/format-date';
import { hostNavigation } from '../shared/host-navigation';
import type { HealthActionsMessages } from './messages';
import { RecordList } from './record-states';
import { errorMessage } from '../shared/error-message';
import { useHealthActions } from './use-health-actions';

/** Groups in the order a member works through them. */
const GROUPS: readonly HealthActionStatus[] = ['in_progress', 'not_started', 'completed'];

/**
 * spec 000 §7.6 health actions in progress and completed (and those not started yet, from the
 * member's whole list), each with its status change (§3.3 program_id, health_action_id; §4).
 */
export function ActionList({ t }: { t: HealthActionsMessages }) {
  const { all, inProgress, completed, changeStatus } = useHealthActions();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const byGroup: Record<HealthActionStatus, UserHealthAction[] | undefined> = {
    in_progress: inProgress.data?.health_actions,
    completed: completed.data?.health_actions,
    not_started: all.data?.health_actions.filter((a) => a.status === 'not_started'),
  };
  const failing = [all, inProgress, completed].find((q) => q.isError);
  const loaded = all.data && inProgress.data && completed.data ? all.data : undefined;
  const query = { data: loaded, isError: Boolean(failing), error: failing?.error, isFetching: [all, inProgress, completed].some((q) => q.isFetching), refetch: () => failing?.refetch() };

  const advance = (action: UserHealthAction) => {
    setFeedback(null);
    changeStatus.mutate(action, {
      onSuccess: ({ health_action }) => setFeedback({ ok: true, text: t.statusChanged(health_action.title, t.groups[health_action.status]) }),
      onError: (error) => setFeedback({ ok: false, text: errorMessage(error) }),
    });
  };

  return (
    <RecordList query={query} loading={t.loadingActions} retry={t.retry} empty={t.actionsEmpty} isEmpty={(data) => data.health_actions.length === 0}>
      {() => (
        <div className="hd-health-actions__groups">
          {GROUPS.map((status) => (
            <section key={status} className="hd-health-actions__group" aria-label={t.groups[status]}>
              <h4 className="hd-health-actions__subheading">
                {t.groups[status]} <span className="hd-health-actions__count">({byGroup[status]?.length ?? 0})</span>
              </h4>
              {byGroup[status]?.length ? (
                <ul className="hd-health-actions__list" part="list">
                  {byGroup[status]!.map((action) => (
                    <ActionItem
                      key={`${action.program_id}:${action.health_action_id}`}
                      action={action}
                      t={t}
                      busy={changeStatus.isPending && changeStatus.variables?.health_action_id === action.health_action_id && changeStatus.variables.program_id === action.program_id}
                      onAdvance={advance}
                    />
                  ))}
                </ul>
              ) : (
                <p className="hd-health-actions__empty">{t.groupEmpty[status]}</p>
              )}
            </section>
          ))}
          <div aria-live="polite">
            {feedback ? (
              <p role={feedback.ok ? 'status' : 'alert'} className={feedback.ok ? 'hd-health-actions__saved' : 'hd-health-actions__error'} part={feedback.ok ? 'saved' : 'error'}>
                {feedback.text}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </RecordList>
  );
}

function ActionItem({ action, t, busy, onAdvance }: { action: UserHealthAction; t: HealthActionsMessages; busy: boolean; onAdvance: (a: UserHealthAction) => void }) {
  const language = useLanguage();
  const navigate = useHostNavigate();
  const internal = action.url?.startsWith('/') ?? false;
  const verb = t.advance[action.status];
  return (
    <li className="hd-health-actions__item" part="item">
      <div className="hd-health-actions__item-main">
        <p className="hd-health-actions__name">{action.title}</p>
        {action.description ? <p className="hd-health-actions__detail">{action.description}</p> : null}
        <p className="hd-health-actions__meta">
          <span>{t.careCategories[action.care_category]}</span>
          <span>{t.recurrences[action.recurrence]}</span>
          {action.duration !== null && action.duration_unit !== null ? <span>{t.duration(action.duration, t.durationUnits[action.duration_unit])}</span> : null}
        </p>
        {action.status === 'completed' && action.completed_at ? (
          <p className="hd-health-actions__detail">{t.completedOn(formatInstant(action.completed_at, language))}</p>
        ) : action.started_at && action.status === 'in_progress' ? (
          <p className="hd-health-actions__detail">{t.startedOn(formatInstant(action.started_at, language))}</p>
        ) : null}
      </div>
      <div className="hd-health-actions__item-actions">
        {action.url ? (
          <a
            className="hd-health-actions__link"
            href={action.url}
            target={internal ? undefined : '_blank'}
            rel={internal ? undefined : 'noopener noreferrer'}
            onClick={internal ? hostNavigation(navigate && (() => navigate(action.url!))) : undefined}
          >
            {t.openAction(action.title)}
          </a>
        ) : null}
        <Button
          variant={action.status === 'completed' ? 'outlined' : 'filled'}
          color={action.status === 'in_progress' ? 'green' : 'blue'}
          loading={busy}
          aria-label={t.advanceLabel(verb, action.title)}
          onClick={() => onAdvance(action)}
        >
          {verb}
        </Button>
      </div>
    </li>
  );
}
