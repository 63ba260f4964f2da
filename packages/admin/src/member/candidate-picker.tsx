import { useId, useState } from 'react';
import type { LinkEndKind } from '@healthdeck/contract/light';
import { Input, useMessages } from '@healthdeck/widgets';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { useCandidates, type Candidate } from '../links/link-ends.js';
import { linksMessages } from '../links/messages.js';
import { SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';

/** Finds a record of `kind` by the links screens' debounced search and lets staff choose one. */
export function CandidatePicker({
  kind,
  labels,
  value,
  onChange,
}: {
  kind: LinkEndKind;
  labels: { find: string; choose: string };
  value: Candidate | null;
  onChange: (c: Candidate | null) => void;
}) {
  const L = useMessages(linksMessages);
  const selectId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { candidates, pending } = useCandidates(kind, settled);
  const offered = value && !candidates.some((c) => c.id === value.id) ? [value, ...candidates] : candidates;
  return (
    <>
      <Input label={labels.find} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <div className="hd-select">
        <label htmlFor={selectId}>{labels.choose}</label>
        <select id={selectId} value={value?.id ?? ''} aria-busy={pending} onChange={(e) => onChange(offered.find((c) => c.id === e.currentTarget.value) ?? null)}>
          <option value="">{offered.length === 0 && !pending ? L.noMatches : L.chooseNone}</option>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
