import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DailyTask } from '@healthdeck/contract/light';
import {
  DAILY_TASK_TIMING,
  dailyTaskToggleMutation,
  dailyTasksProgress,
  dailyTasksQuery,
  dailyTaskTarget,
  type HealthDeck,
  highlightedDailyTaskId,
  isDailyTaskCompleted,
  sortDailyTasks,
  visibleDailyTasks,
  accountQuery,
} from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { Confetti } from './confetti';
import { dailyTasksMessages, type DailyTasksMessages } from './messages';
import { useFlip } from './use-flip';
import { useHostNavigate } from '../../provider/host-navigate';

export interface DailyTaskChangeDetail {
  taskId: string;
  completed: boolean;
  starBalance: number;
}

export interface DailyTasksProps {
  /**
   * Opens an internal task page (a path such as '/client/home') in the host app; the portal passes
   * react-router's navigate. Default: `location.assign(path)` once the toggle has reached the server.
   */
  onNavigate?: (path: string) => void;
  /** After the server confirmed a toggle (the element dispatches it as `hd-change`). */
  onChange?: (detail: DailyTaskChangeDetail) => void;
  /** When a load or toggle failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

// spec 001 §4, §7, §8, §9: the dashboard's Daily Tasks widget.
export function DailyTasks(props: DailyTasksProps) {
  const t = useMessages(dailyTasksMessages);
  const hostNavigate = useHostNavigate();
  return (
    <WidgetShell block="hd-daily-tasks" title={t.title} signedOut={t.signedOut} frame="card">
      {(client) => <SignedInTasks {...props} onNavigate={props.onNavigate ?? hostNavigate} client={client} t={t} />}
    </WidgetShell>
  );
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The order tasks are shown in. A new list is sorted at once; after a change the completed task
 * stays where it was, greyed, and the list re-sorts DAILY_TASK_TIMING.resortDelayMs later (spec 001 §4, §9).
 */
function useDisplayOrder(tasks: readonly DailyTask[]): string[] {
  const sorted = sortDailyTasks(tasks).map((task) => task.id);
  const sortedKey = sorted.join('\n');
  const [order, setOrder] = useState<string[]>(sorted);
  useEffect(() => {
    const target = sortedKey ? sortedKey.split('\n') : [];
    setOrder((current) => {
      const sameTasks = current.length === target.length && target.every((id) => current.includes(id));
      return sameTasks ? current : target;
    });
    const timer = setTimeout(() => setOrder((current) => (sameOrder(current, target) ? current : target)), DAILY_TASK_TIMING.resortDelayMs);
    return () => clearTimeout(timer);
  }, [sortedKey]);
  return order;
}

function SignedInTasks({ onNavigate, onChange, onError, client, t }: DailyTasksProps & { client: HealthDeck; t: DailyTasksMessages }) {
  const tasksQuery = useQuery({ ...dailyTasksQuery(client), retry: false });
  const account = useQuery({ ...accountQuery(client), retry: false });
  const [toggleFailed, setToggleFailed] = useState(false);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const listRef = useRef<HTMLUListElement>(null);
  const callbacks = useRef({ onNavigate, onChange, onError, t });
  callbacks.current = { onNavigate, onChange, onError, t };

  const options = useMemo(() => dailyTaskToggleMutation(client), [client]);
  const toggle = useMutation({
    ...options,
    // The sdk's options set the completion time and stars locally and revert them (spec 001 §4);
    // these add what the widget shows and tells its host.
    onError: (error, id, rollback, context) => {
      options.onError?.(error, id, rollback, context);
      console.error('[healthdeck] daily task toggle failed', error); // spec 001 §8: also logged
      setToggleFailed(true);
      callbacks.current.onError?.({ message: callbacks.current.t.toggleFailed });
    },
    onSuccess: (data, id, rollback, context) => {
      options.onSuccess?.(data, id, rollback, context);
      callbacks.current.onChange?.({ taskId: data.task.id, completed: data.task.completed_at !== null, starBalance: data.star_balance });
    },
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useReportLoadFailure('daily tasks', tasksQuery, t.loadFailed, onError);

  const visible = useMemo(() => visibleDailyTasks(tasksQuery.data?.tasks ?? []), [tasksQuery.data]);
  const order = useDisplayOrder(visible);
  const shown = order.map((id) => visible.find((task) => task.id === id)).filter((task): task is DailyTask => task !== undefined);
  useFlip(listRef, order, DAILY_TASK_TIMING.animationMs);

  // spec 001 §4: "A click waits 0.5 s, then navigates to the task page (internal route or external
  // tab) and toggles."
  const open = (task: DailyTask) => {
    if (isDailyTaskCompleted(task) || waiting.has(task.id)) return;
    setToggleFailed(false);
    setWaiting((current) => new Set(current).add(task.id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setWaiting((current) => {
        const next = new Set(current);
        next.delete(task.id);
        return next;
      });
      const settled = toggle.mutateAsync(task.id).then(
        () => undefined,
        () => undefined,
      );
      const target = dailyTaskTarget(task);
      if (target?.kind === 'external') {
        window.open(target.url, '_blank', 'noopener,noreferrer');
      } else if (target?.kind === 'internal') {
        const navigate = callbacks.current.onNavigate;
        // A full page load would cancel the toggle request, so the default waits for it.
        if (navigate) navigate(target.path);
        else void settled.then(() => window.location.assign(target.path));
      }
    }, DAILY_TASK_TIMING.clickDelayMs);
    timers.current.add(timer);
  };

  if (tasksQuery.isError && !tasksQuery.data) {
    return <LoadFailure block="hd-daily-tasks" query={tasksQuery} message={t.loadFailed} retryLabel={t.retry} />;
  }

  if (!tasksQuery.data) {
    return (
      <div className="hd-daily-tasks__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-skeleton hd-skeleton--task hd-shimmer" />
        <span className="hd-skeleton hd-skeleton--task hd-shimmer" />
        <span className="hd-skeleton hd-skeleton--task hd-shimmer" />
      </div>
    );
  }

  const progress = dailyTasksProgress(visible);
  const highlighted = highlightedDailyTaskId(shown);
  const stars = account.data?.user.star_balance;

  return (
    <div className="hd-daily-tasks__body" part="body">
      {stars !== undefined ? (
        <p className="hd-daily-tasks__stars" part="stars">
          <span className="hd-daily-tasks__star-icon" aria-hidden="true">
            ★
          </span>
          <span className="hd-visually-hidden">{`${t.starCounter}: `}</span>
          <span data-testid="star-counter" className="hd-daily-tasks__star-count" part="star-count">
            {stars}
          </span>
        </p>
      ) : null}
      {visible.length === 0 ? (
        <p className="hd-daily-tasks__empty" part="empty">
          {t.empty}
        </p>
      ) : (
        <ul className="hd-daily-tasks__list" part="list" ref={listRef}>
          {shown.map((task) => (
            <TaskItem key={task.id} task={task} t={t} highlighted={task.id === highlighted} waiting={waiting.has(task.id)} onOpen={() => open(task)} />
          ))}
        </ul>
      )}
      {visible.length > 0 ? (
        <p className={`hd-daily-tasks__progress hd-daily-tasks__progress--${progress.key}`} part="progress" aria-live="polite">
          {t.progress[progress.key]}
        </p>
      ) : null}
      {progress.confetti ? <Confetti /> : null}
      {toggleFailed ? (
        <p role="alert" className="hd-daily-tasks__error" part="error">
          {t.toggleFailed}
        </p>
      ) : null}
    </div>
  );
}

function TaskItem({ task, t, highlighted, waiting, onOpen }: { task: DailyTask; t: DailyTasksMessages; highlighted: boolean; waiting: boolean; onOpen: () => void }) {
  const done = isDailyTaskCompleted(task);
  const external = task.page_type === 'external';
  const classes = ['hd-daily-tasks__task'];
  if (done) classes.push('hd-daily-tasks__task--done');
  if (highlighted) classes.push('hd-daily-tasks__task--highlighted');
  if (waiting) classes.push('hd-daily-tasks__task--waiting');
  const parts = ['task', done ? 'task-done' : null, highlighted ? 'task-highlighted' : null].filter(Boolean).join(' ');
  const content = (
    <>
      <span className="hd-daily-tasks__check" aria-hidden="true" />
      <span className="hd-daily-tasks__text">
        <span className="hd-daily-tasks__name" part="task-name">
          {task.name}
        </span>
        {done ? <span className="hd-visually-hidden">{`, ${t.completed}`}</span> : null}
        {task.display ? (
          <span className="hd-daily-tasks__display" part="task-display">
            {task.display}
          </span>
        ) : null}
      </span>
      <span className="hd-daily-tasks__value" part="task-stars">
        {t.starValue(task.star_value)} <span aria-hidden="true">★</span>
        <span className="hd-visually-hidden">{` ${t.stars(task.star_value)}`}</span>
      </span>
      {external && !done ? <span className="hd-visually-hidden">{` (${t.opensInNewTab})`}</span> : null}
    </>
  );
  return (
    <li className={classes.join(' ')} part={parts} data-flip-key={task.id} data-testid="daily-task">
      {done ? (
        // spec 001 §4: completed tasks are greyed, struck through and not clickable.
        <div className="hd-daily-tasks__row">{content}</div>
      ) : (
        <button type="button" className="hd-daily-tasks__row" aria-busy={waiting || undefined} aria-current={highlighted ? 'step' : undefined} onClick={onOpen}>
          {content}
        </button>
      )}
    </li>
  );
}
