import { MEMBER_MESSAGES as M } from './messages.js';

/** 'heart_rate' → 'heart rate'; camelCase split too. */
const fieldName = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ');

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return M.none;
  if (Array.isArray(value)) return value.length === 0 ? M.none : value.map(text).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Flattens an opened record into field/value rows ('circumference_params.waist'). */
function rows(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix || M.value, text(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const name = prefix ? `${prefix} · ${fieldName(key)}` : fieldName(key);
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? rows(inner, name) : [[name, text(inner)] as [string, string]];
  });
}

/** An opened record as the member saved it, every field shown as stored (nothing added, nothing left out). */
export function RecordFields({ value, caption }: { value: unknown; caption: string }) {
  return (
    <table className="hd-table">
      <caption className="hd-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.field}</th>
          <th scope="col">{M.value}</th>
        </tr>
      </thead>
      <tbody>
        {rows(value).map(([name, shown], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a record's fields in their stored order, never reordered
          <tr key={i}>
            <th scope="row">{name}</th>
            <td>{shown}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
