import { useState } from 'react';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import type { Symptom } from '@healthdeck/contract/light';
import { type HealthDeck, isSymptomLogged, symptomsKeys, symptomsQuery, symptomToggleMutation } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { symptomsMessages, type SymptomsMessages } from './messages';

export interface SymptomChangeDetail {
  symptomId: number;
  /** 'Logged' when the symptom is now logged today, null when not (spec 001 §3). */
  status: Symptom['status'];
  /** Names of every symptom logged today after the change. */
  logged: string[];
}

export interface SymptomsProps {
  /** After the server confirmed a toggle (the element dispatches it as `hd-change`). */
  onChange?: (detail: SymptomChangeDetail) => void;
  /** When a load or toggle failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

const SKELETON_ITEMS = [0, 1, 2, 3, 4, 5];

// spec 001 §3 Symptom, §4 Symptoms, §8: the daily journal's Symptoms widget.
export function Symptoms(props: SymptomsProps) {
  const t = useMessages(symptomsMessages);
  return (
    <WidgetShell frame="card" block="hd-symptoms" title={t.title} signedOut={t.signedOut}>
      {(client) => <SignedInSymptoms {...props} client={client} t={t} />}
    </WidgetShell>
  );
}

function SignedInSymptoms({ onChange, onError, client, t }: SymptomsProps & { client: HealthDeck; t: SymptomsMessages }) {
  const symptoms = useQuery({ ...symptomsQuery(client), retry: false });
  const [failed, setFailed] = useState(false);
  // The widget's steps run after the sdk's (its optimistic flip, its settle or rollback), for every toggle.
  const sdk = symptomToggleMutation(client);
  const toggle = useMutation({
    ...sdk,
    onSuccess: (answer, symptomId, rollback, context) => {
      sdk.onSuccess?.(answer, symptomId, rollback, context);
      const list = client.queryClient.getQueryData<Symptom[]>(symptomsKeys.list) ?? [];
      onChange?.({ symptomId: answer.symptom_id, status: answer.status, logged: list.filter(isSymptomLogged).map((s) => s.name) });
    },
    onError: (error, symptomId, rollback, context) => {
      sdk.onError?.(error, symptomId, rollback, context);
      setFailed(true);
      onError?.({ message: t.updateFailed });
    },
  });
  // spec 001 §4: a symptom is disabled while its call is in flight (any widget on the page).
  const pending = useMutationState({
    filters: { mutationKey: symptomsKeys.toggle, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });

  useReportLoadFailure('symptoms', symptoms, t.loadFailed, onError);

  if (symptoms.isError && !symptoms.data) {
    return <LoadFailure block="hd-symptoms" query={symptoms} message={t.loadFailed} retryLabel={t.retry} />;
  }

  if (!symptoms.data) {
    return (
      <div className="hd-symptoms__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        {SKELETON_ITEMS.map((i) => (
          <span key={i} className="hd-symptoms__skeleton-item hd-shimmer" />
        ))}
      </div>
    );
  }

  if (symptoms.data.length === 0) {
    return (
      <p className="hd-symptoms__empty" part="empty">
        {t.empty}
      </p>
    );
  }

  return (
    <div className="hd-symptoms__body" part="body">
      <p className="hd-symptoms__prompt" part="prompt">
        {t.prompt}
      </p>
      <ul className="hd-symptoms__list" part="list" aria-label={t.options}>
        {symptoms.data.map((symptom) => {
          const logged = isSymptomLogged(symptom);
          const busy = pending.includes(symptom.id);
          return (
            <li key={symptom.id}>
              <button
                type="button"
                className="hd-symptoms__option"
                part={logged ? 'option option-logged' : 'option'}
                aria-pressed={logged}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => {
                  setFailed(false);
                  toggle.mutate(symptom.id);
                }}
              >
                {logged ? (
                  <span className="hd-symptoms__check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                {symptom.name}
              </button>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p role="alert" className="hd-symptoms__error" part="error">
          {t.updateFailed}
        </p>
      ) : null}
    </div>
  );
}
