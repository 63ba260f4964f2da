import { useMemo } from 'react';
import { fetchAdminRiskScores } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatDate } from '../users/format.js';
import { memberMessages } from './messages.js';
import { ReadBlock } from './read-block.js';
import { useRead } from './use-read.js';

/** spec 000 §7.2 user risk scores by user id: the latest screening score of each kind (readable; audited). */
export function RiskScores({ userId }: { userId: string }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const { state, run } = useRead(useMemo(() => () => fetchAdminRiskScores(sdk, userId), [sdk, userId]));
  return (
    <ReadBlock
      title={M.riskScores}
      action={M.showRiskScores}
      loading={M.loadingRiskScores}
      state={state}
      run={run}
      render={(data) =>
        data.risk_scores.length === 0 ? (
          <p>{M.noRiskScores}</p>
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
              {data.risk_scores.map((r) => (
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
      }
    />
  );
}
