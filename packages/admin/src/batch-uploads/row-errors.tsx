import { useMessages } from '@healthdeck/widgets';
import type { BatchRowError } from '@healthdeck/sdk';
import { batchMessages } from './messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

/**
 * Every error of a refused upload (spec 000 §8: a batch upload's 400 returns the body), one line
 * per row and field, in row order; file-level problems (row 0) read 'File'.
 */
export function RowErrors({ errors }: { errors: readonly BatchRowError[] }) {
  const M = useMessages(batchMessages);
  return (
    <ScrollRegion label={M.rowErrors}>
      <table className="hd-table">
        <caption className="hd-visually-hidden">{M.rowErrors}</caption>
        <thead>
          <tr>
            <th scope="col">{M.row}</th>
            <th scope="col">{M.field}</th>
            <th scope="col">{M.error}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.row}:${e.field ?? ''}`}>
              <td data-label={M.row}>{e.row === 0 ? M.file : e.row}</td>
              <td data-label={M.field}>{e.field ?? '—'}</td>
              <td data-label={M.error}>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
