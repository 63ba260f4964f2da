import { useMemo } from 'react';
import { createHraApi } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatDate } from '../users/format.js';
import { memberMessages } from './messages.js';
import { useRead } from './use-read.js';

/** spec 000 §7.2 user risk scores by user id: the latest screening score of each kind (readable; audited). */
export function RiskScores({ userId }: { userId: string }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const api = useMemo(() => createHraApi(sdk), [sdk]);
  const { state, run } = useRead(useMemo(() => () => api.admin.riskScores(userId), [api, userId]));
  return (
    <div>
      <h3>{M.riskScores}</h3>
      <Button type="button" variant="outlined" loading={state.status === 'loading'} disabled={state.status === 'loading'} onClick={run}>
        {M.showRiskScores}
      </Button>
      {state.status === 'loading' ? (
        <p role="status" className="hd-visually-hidden">
          {M.loadingRiskScores}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="hd-form-error">
          {state.message}
        </p>
      ) : state.status === 'done' ? (
        state.data.risk_scores.length === 0 ? (
          <p role="status">{M.noRiskScores}</p>
        ) : (
          <table className="hd-table">
            <caption className="hd-visually-hidden">{M.riskScores}</caption>
            <thead>
              <tr>
                <th scope="col">{M.kind}</th>
                <th scope="col">{M.score}</th>
                <th scope="col">{M.level}</th>
                <th scope="col">{M.submitted}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.risk_scores.map((r) => (
                <tr key={r.kind}>
                  <th scope="row">{M.riskKinds[r.kind] ?? r.kind}</th>
                  <td>{r.score}</td>
                  <td>{r.level}</td>
                  <td>{formatDate(r.submitted_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </div>
  );
}
