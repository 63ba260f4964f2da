import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROCESS_RUN_STATUSES, type ProcessRun, type ProcessRunStatus } from '@healthdeck/contract';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { processRunsQuery, retryProcessRunMutation } from '@healthdeck/sdk';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { adminMessages } from '../shared/messages.js';
import { processMessages } from '../processes/messages.js';

const TAKE = 20;

/**
 * /admin/process-runs (spec 000 §3.1 processes): the runs, newest first, each with its member,
 * status and attempts, and its steps with their state, errors and a webhook's last answer; a
 * failed run has Retry. ?process= narrows to one process's runs. Runs change as the queue works:
 * the list re-reads every few seconds while one is queued or running.
 */
export function ProcessRunsScreen() {
  const M = useMessages(processMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const [params] = useSearchParams();
  const processCode = params.get('process') ?? undefined;
  const [status, setStatus] = useState<ProcessRunStatus | ''>('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();
  const query = { page, take: TAKE, ...(processCode ? { process_code: processCode } : {}), ...(status ? { status } : {}) };
  const runs = useQuery({
    ...processRunsQuery(sdk, query),
    retry: false,
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'queued' || r.status === 'running') ? 2_000 : false),
  });
  const retry = useMutation(retryProcessRunMutation(sdk));
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.total_count / TAKE)) : 1;
  return (
    <div className="hd-page">
      <h1>{processCode ? M.runsOf(processCode) : M.runs}</h1>
      <div className="hd-field">
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={statusId}>
            {M.filterStatus}
          </label>
        </div>
        <select
          id={statusId}
          className="hd-field__input"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as ProcessRunStatus | '');
            setPage(1);
          }}
        >
          <option value="">{M.all}</option>
          {PROCESS_RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {M.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <Outcome error={error} notice={notice} />
      {runs.isPending || runs.isError ? (
        <LoadState error={runs.error} loading={M.loadingRuns} onRetry={() => void runs.refetch()} />
      ) : runs.data.runs.length === 0 ? (
        <p>{M.noRuns}</p>
      ) : (
        <>
          <ul className="hd-process-runs">
            {runs.data.runs.map((run) => (
              <RunItem
                key={run.id}
                run={run}
                retrying={retry.isPending && retry.variables === run.id}
                onRetry={() => {
                  setNotice(null);
                  setError(null);
                  retry.mutate(run.id, { onSuccess: () => setNotice(M.retried), onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)) });
                }}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="hd-row-actions" aria-label={common.tableLabel(M.runs)}>
              <Button type="button" variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {M.previous}
              </Button>
              <span>{M.page(page, pages)}</span>
              <Button type="button" variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {M.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function RunItem({ run, retrying, onRetry }: { run: ProcessRun; retrying: boolean; onRetry: () => void }) {
  const M = useMessages(processMessages);
  return (
    <li className="hd-panel hd-process-run" data-status={run.status}>
      <h2>
        {run.process_name} · {run.user_email}
      </h2>
      <p>
        {M.status}: <strong>{M.statuses[run.status]}</strong> · {M.attempts}: {run.attempts} · {M.started}: {new Date(run.created_at).toLocaleString()}
      </p>
      {run.last_error ? <p className="hd-form-error">{run.last_error}</p> : null}
      <ol>
        {run.steps.map((step) => (
          <li key={step.position}>
            {M.kinds[step.kind]} — {M.stepStatuses[step.status]} ({M.attempts}: {step.attempts}){step.last_error ? <span className="hd-form-error"> {step.last_error}</span> : null}
            {step.answer ? <div className="hd-process-answer">{M.answer(step.answer.status === null ? M.noAnswer : String(step.answer.status), step.answer.body)}</div> : null}
          </li>
        ))}
      </ol>
      {run.status === 'failed' ? (
        <Button type="button" variant="outlined" loading={retrying} aria-label={M.retryLabel(run.user_email)} onClick={onRetry}>
          {M.retry}
        </Button>
      ) : null}
    </li>
  );
}
