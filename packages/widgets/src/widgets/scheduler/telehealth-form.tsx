import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEBOUNCE_MS, type Pharmacy } from '@healthdeck/contract/light';
import { debounce, pharmaciesQuery, physiciansQuery, type HealthDeck } from '@healthdeck/sdk';
import { adoptPartStyles } from '../../styles/part-styles';
import type { SchedulerMessages } from './messages';
import formRules from './telehealth-form.css?inline';

const adoptSheet = adoptPartStyles(formRules);

export interface TelehealthChoice {
  physicianId: string;
  pharmacyId: string;
  reason: string;
}

/**
 * The telehealth provider's form (spec 000 §3.3, §7.6): the physician (whose schedule the calendar
 * shows), the pharmacy (searched on the server, autocomplete debounce 500 ms, spec 001 §9), and an
 * optional reason sealed in the browser (shown only while the member's data key is unlocked).
 */
export function TelehealthForm({
  client,
  consultType,
  value,
  onChange,
  canSealReason,
  t,
}: {
  client: HealthDeck;
  consultType: '1' | '2' | '3' | '4';
  value: TelehealthChoice;
  onChange: (value: TelehealthChoice) => void;
  canSealReason: boolean;
  t: SchedulerMessages;
}) {
  const ids = { physician: useId(), pharmacySearch: useId(), pharmacy: useId(), reason: useId(), reasonHint: useId() };
  const physicians = useQuery({ ...physiciansQuery(client, consultType), retry: false });
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const delayed = useMemo(() => debounce((text: string) => setQuery(text), DEBOUNCE_MS.autocomplete), []);
  useEffect(() => () => delayed.cancel(), [delayed]);
  const pharmacies = useQuery({ ...pharmaciesQuery(client, query), retry: false });
  // The chosen pharmacy stays listed while another search shows other results.
  const [chosen, setChosen] = useState<Pharmacy | null>(null);
  const found = pharmacies.data?.pharmacies ?? [];
  const options = chosen && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <div className="hd-scheduler__form" part="form" ref={adoptSheet}>
      <div className="hd-scheduler__field">
        <label className="hd-scheduler__label" htmlFor={ids.physician}>
          {t.physician}
        </label>
        {physicians.isError ? (
          <p role="alert" className="hd-scheduler__error">
            {t.physiciansFailed}
          </p>
        ) : (
          <select
            id={ids.physician}
            className="hd-scheduler__select"
            value={value.physicianId}
            disabled={physicians.isPending}
            aria-busy={physicians.isPending || undefined}
            onChange={(event) => onChange({ ...value, physicianId: event.target.value })}
          >
            <option value="">{physicians.isPending ? t.loadingPhysicians : t.choosePhysician}</option>
            {physicians.data?.physicians.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.specialty}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="hd-scheduler__field">
        <label className="hd-scheduler__label" htmlFor={ids.pharmacySearch}>
          {t.pharmacySearch}
        </label>
        <input
          id={ids.pharmacySearch}
          className="hd-scheduler__input"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            delayed(event.target.value);
          }}
        />
        <label className="hd-scheduler__label" htmlFor={ids.pharmacy}>
          {t.pharmacy}
        </label>
        <select
          id={ids.pharmacy}
          className="hd-scheduler__select"
          value={value.pharmacyId}
          onChange={(event) => {
            setChosen(options.find((p) => p.id === event.target.value) ?? null);
            onChange({ ...value, pharmacyId: event.target.value });
          }}
        >
          <option value="">{t.pharmacyNone}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}, {p.city}, {p.state} {p.zip}
            </option>
          ))}
        </select>
      </div>
      {canSealReason ? (
        <div className="hd-scheduler__field">
          <label className="hd-scheduler__label" htmlFor={ids.reason}>
            {t.reason}
          </label>
          <textarea
            id={ids.reason}
            className="hd-scheduler__input"
            rows={3}
            maxLength={1000}
            aria-describedby={ids.reasonHint}
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
          />
          <p id={ids.reasonHint} className="hd-scheduler__hint">
            {t.reasonHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
