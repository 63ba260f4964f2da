import { useId, useState } from 'react';
import { LINK_PAIRS, linkEnds, type LinkPairDef, type LinkPairName, type ProgramHealthActionLinkResponse } from '@healthdeck/contract/light';
import { Button, Input, useMessages } from '@healthdeck/widgets';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';
import { useCandidates } from './link-ends.js';
import { linkFailure, useLinks } from './use-links.js';
import { linksMessages } from './messages.js';

export interface LinkAddFormProps {
  pair: LinkPairName;
  field: string;
  recordId: string;
  /** Already linked: not offered again. */
  linkedIds: readonly string[];
  onAdded: (message: string) => void;
}

/**
 * Adds a link of the pair: find a record of the other end (search 400 ms after typing stops, as
 * the admin's tables), choose it, and for program–health action links give the priority and
 * whether every user of the program gets the action now (spec 000 §3.3 add_to_all_users).
 */
export function LinkAddForm({ pair, field, recordId, linkedIds, onAdded }: LinkAddFormProps) {
  const M = useMessages(linksMessages);
  const def: LinkPairDef = LINK_PAIRS[pair];
  const ends = linkEnds(pair, field);
  if (!ends) throw new Error(`${field} is not a field of the ${pair} pair`);
  const { other } = ends;
  const names = M.endNames[other.kind];
  const { call } = useLinks();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { candidates, pending, error: searchError } = useCandidates(other.kind, settled);
  const offered = candidates.filter((c) => !linkedIds.includes(c.id));
  const [chosen, setChosen] = useState('');
  const [priority, setPriority] = useState('0');
  const [toAllUsers, setToAllUsers] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const choice = offered.find((c) => c.id === chosen);
    if (!choice) {
      setError(M.pickFirst(names.singular));
      return;
    }
    const extra: Record<string, unknown> = {};
    if (def.priority) {
      const value = Number(priority);
      if (priority.trim() === '' || !Number.isFinite(value)) {
        setError(M.priorityRange);
        return;
      }
      extra.priority = value;
    }
    if (def.addToAllUsers) extra.add_to_all_users = toAllUsers;
    setBusy(true);
    try {
      const result = await call(def.link, pair, { [field]: recordId, [other.field]: choice.id }, extra);
      const usersAdded = def.addToAllUsers && toAllUsers ? (result as ProgramHealthActionLinkResponse).users_added : null;
      onAdded(usersAdded === null ? M.added(choice.label) : M.addedToUsers(choice.label, usersAdded));
      setChosen('');
      setToAllUsers(false);
    } catch (e) {
      setError(linkFailure(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hd-link-add" noValidate onSubmit={(e) => void add(e)} aria-label={M.addLabel(names.singular)}>
      <Input label={M.find(names.singular)} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <div className="hd-select">
        <label htmlFor={selectId}>{M.choose(names.singular)}</label>
        <select id={selectId} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)} aria-busy={pending}>
          <option value="">{offered.length === 0 && !pending ? M.noMatches : M.chooseNone}</option>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {def.priority ? <Input label={M.priority} type="number" inputMode="numeric" step={1} value={priority} onChange={(e) => setPriority(e.currentTarget.value)} /> : null}
      {def.addToAllUsers ? (
        <label className="hd-checkbox-label">
          <input type="checkbox" className="hd-checkbox" checked={toAllUsers} onChange={(e) => setToAllUsers(e.currentTarget.checked)} /> {M.addToAllUsers}
        </label>
      ) : null}
      <Button type="submit" loading={busy} disabled={busy}>
        {M.add}
      </Button>
      {error || searchError ? (
        <p role="alert" className="hd-form-error hd-link-add__error">
          {error ?? linkFailure(searchError)}
        </p>
      ) : null}
    </form>
  );
}
