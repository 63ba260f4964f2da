import { useMessages } from '@healthdeck/widgets';
import { type MemberMessages, memberMessages } from './messages.js';

/** 'heart_rate' → 'heart rate'; camelCase split too. */
const fieldName = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ');

function text(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (Array.isArray(value)) return value.length === 0 ? none : value.map((v) => text(v, none)).join(', ');
  // An object inside a list (a medication's dose times, a sample's events): its fields in words, not JSON.
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${fieldName(key)}: ${text(inner, none)}`)
      .join('; ');
  return String(value);
}

/** Flattens an opened record into field/value rows ('circumference_params.waist'). */
function rows(value: unknown, M: MemberMessages, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix || M.value, text(value, M.none)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const name = prefix ? `${prefix} · ${fieldName(key)}` : fieldName(key);
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? rows(inner, M, name) : [[name, text(inner, M.none)] as [string, string]];
  });
}

/** An opened record as the member saved it, every field shown as stored (nothing added, nothing left out). */
export function RecordFields({ value, caption }: { value: unknown; caption: string }) {
  const M = useMessages(memberMessages);
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
        {rows(value, M).map(([name, shown], i) => (
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
