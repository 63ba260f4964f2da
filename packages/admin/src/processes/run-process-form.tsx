import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminClassSearchQuery, startProcessMutation } from '@healthdeck/sdk';
import { serverFieldErrors } from '../classes/errors.js';
import { Outcome } from '../shared/outcome.js';
import { processMessages } from './messages.js';

/** Runs a saved process for members (ids, one a line) or for every member of a programme (spec 000 §3.1 processes). */
export function RunProcessForm({ code, name }: { code: string; name: string }) {
  const M = useMessages(processMessages);
  const sdk = useHealthDeck();
  const [target, setTarget] = useState<'members' | 'programme'>('members');
  const [ids, setIds] = useState('');
  const [programId, setProgramId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idsId = useId();
  const programmeId = useId();
  const programmes = useQuery({ ...adminClassSearchQuery(sdk, 'programs', { take: 100, sort: 'name', direction: 'asc' }), retry: false });
  const start = useMutation(startProcessMutation(sdk));
  return (
    <form
      className="hd-panel"
      noValidate
      aria-label={M.runTitle}
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        setError(null);
        const body = target === 'members' ? { user_ids: ids.split(/\s+/).filter(Boolean) } : { program_id: programId };
        start.mutate(
          { code, body },
          {
            onSuccess: (answer) => setNotice(M.queued(answer.run_ids.length)),
            onError: (failure) => {
              const { fields, rest } = serverFieldErrors(failure, ['user_ids', 'program_id']);
              setError(fields.user_ids ?? fields.program_id ?? rest);
            },
          },
        );
      }}
    >
      <h2>{M.runTitle}</h2>
      <fieldset>
        <legend>{M.runFor}</legend>
        <label className="hd-checkbox-label">
          <input type="radio" name="run-target" checked={target === 'members'} onChange={() => setTarget('members')} /> {M.runForMember}
        </label>
        <label className="hd-checkbox-label">
          <input type="radio" name="run-target" checked={target === 'programme'} onChange={() => setTarget('programme')} /> {M.runForProgramme}
        </label>
      </fieldset>
      {target === 'members' ? (
        <div className="hd-field">
          <div className="hd-field__label-row">
            <label className="hd-field__label" htmlFor={idsId}>
              {M.memberIds}
            </label>
          </div>
          <textarea id={idsId} className="hd-field__input" rows={3} value={ids} aria-describedby={`${idsId}-hint`} onChange={(e) => setIds(e.currentTarget.value)} />
          <p id={`${idsId}-hint`} className="hd-field__hint">
            {M.memberIdsHint}
          </p>
        </div>
      ) : (
        <div className="hd-field">
          <div className="hd-field__label-row">
            <label className="hd-field__label" htmlFor={programmeId}>
              {M.programme}
            </label>
          </div>
          <select id={programmeId} className="hd-field__input" value={programId} onChange={(e) => setProgramId(e.currentTarget.value)}>
            <option value="">{programmes.isPending ? '…' : M.choose}</option>
            {(programmes.data?.items ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.data.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Outcome error={error} notice={notice} />
      <div className="hd-row-actions">
        <Button type="submit" loading={start.isPending}>
          {M.run}
        </Button>
        <Link to={`/admin/process-runs?process=${encodeURIComponent(code)}`}>{M.runsOf(name)}</Link>
      </div>
    </form>
  );
}
