import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import type { ProcessClass, ProcessWrite } from '@healthdeck/contract';
import { addClassRecord, adminClassRecordQuery, setClassRecord } from '@healthdeck/sdk';
import { LoadState } from '../shared/load-state.js';
import { processMessages } from '../processes/messages.js';
import { ProcessForm, processDraft } from '../processes/process-form.js';
import { RunProcessForm } from '../processes/run-process-form.js';

/**
 * The generic class calls are typed with the stored record; the server takes a process whose webhook
 * steps leave their write-only secret out and keeps the stored one (routes/admin-generic.ts).
 */
const asSent = (process: ProcessWrite) => process as ProcessClass;

/** /admin/classes/processes/new: a new process (spec 000 §3.1), then its page. */
export function ProcessNewScreen() {
  const M = useMessages(processMessages);
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/classes/processes">{M.back}</Link>
      </p>
      <h1>{M.newProcess}</h1>
      <ProcessForm
        label={M.newProcess}
        initial={processDraft()}
        onSave={async (process) => {
          const saved = await addClassRecord(sdk, 'processes', asSent(process));
          navigate(`/admin/classes/processes/${saved.id}`, { state: { notice: M.created(process.name) } });
        }}
      />
    </div>
  );
}

/** /admin/classes/processes/:id: edit the process and its steps; run it for members or a programme. */
export function ProcessScreen() {
  const M = useMessages(processMessages);
  const { id = '' } = useParams();
  const sdk = useHealthDeck();
  const process = useQuery({ ...adminClassRecordQuery(sdk, 'processes', id), retry: false });
  const [notice, setNotice] = useState<string | null>(null);
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const shown = notice ?? arrived;
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/classes/processes">{M.back}</Link>
      </p>
      <h1>{process.data ? M.editTitle(process.data.data.name) : M.process}</h1>
      <p role="status" className={shown ? 'hd-notice' : 'hd-visually-hidden'}>
        {shown ?? ''}
      </p>
      {process.isError || process.isPending ? (
        <LoadState error={process.error} loading={M.loading} onRetry={() => void process.refetch()} />
      ) : (
        <>
          <ProcessForm
            key={process.data.updated_at}
            label={M.editTitle(process.data.data.name)}
            initial={processDraft(process.data.data)}
            onSave={async (data) => {
              setNotice(null);
              await setClassRecord(sdk, 'processes', id, asSent(data));
              setNotice(M.saved(data.name));
            }}
          />
          <RunProcessForm code={process.data.data.code} name={process.data.data.name} />
        </>
      )}
    </div>
  );
}
