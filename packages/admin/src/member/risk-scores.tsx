import { useMemo } from 'react';
import type { RiskScoreValue } from '@healthdeck/contract/light';
import { fetchAdminRiskScores, openStaffRecord } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatDate } from '../users/format.js';
import { memberMessages } from './messages.js';
import { ReadBlock } from './read-block.js';
import { readFailure, useRead } from './use-read.js';

type OpenedScore = { kind: string; submitted_at: string } & ({ opened: RiskScoreValue } | { memberKeyOnly: true } | { failed: string });

/**
 * spec 000 §7.2 user risk scores by user id: the latest screening score of each kind (audited),
 * sealed in the member's browser and opened here with the member's data key from the staff read
 * path. A score stored before scores were sealed is sealed to the member's own key and says so.
 */
export function RiskScores({ userId, dataKey }: { userId: string; dataKey: CryptoKey }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const { state, run } = useRead(
    useMemo(
      () => async () => {
        const { risk_scores } = await fetchAdminRiskScores(sdk, userId);
        return Promise.all(
          risk_scores.map(async ({ kind, submitted_at, encrypted_data }): Promise<OpenedScore> => {
            try {
              const record = await openStaffRecord(encrypted_data, dataKey);
              if (record.kind === 'opened') return { kind, submitted_at, opened: record.value as RiskScoreValue };
              return { kind, submitted_at, memberKeyOnly: true };
            } catch (error) {
              return { kind, submitted_at, failed: readFailure(error) };
            }
          }),
        );
      },
      [sdk, userId, dataKey],
    ),
  );
  return (
    <ReadBlock
      title={M.riskScores}
      action={M.showRiskScores}
      loading={M.loadingRiskScores}
      state={state}
      run={run}
      render={(scores) =>
        scores.length === 0 ? (
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
              {scores.map((r) => (
                <tr key={r.kind}>
                  <th scope="row">{M.riskKinds[r.kind] ?? r.kind}</th>
                  {'opened' in r ? (
                    <>
                      <td>{r.opened.score}</td>
                      <td>{r.opened.level}</td>
                    </>
                  ) : (
                    <td colSpan={2} className={'failed' in r ? 'hd-form-error' : 'hd-form-note'}>
                      {'failed' in r ? M.openFailed(r.failed) : M.scoreMemberKeyOnly}
                    </td>
                  )}
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
