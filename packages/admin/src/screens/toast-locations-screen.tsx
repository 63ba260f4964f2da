import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { ToastMessageLocationClass } from '@healthdeck/contract';
import { addClassRecord, adminClassSearchQuery, createToastLocationUpdater, deleteClassRecord, setClassRecord, toastLocationsKeys, type ClassRecord } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { errorMessage } from '../classes/errors.js';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { toastLocationsMessages } from '../toast-locations/messages.js';
import { ToastLocationRow } from '../toast-locations/toast-location-row.js';

type Entry = ClassRecord<'toast_message_locations'>;

/**
 * /admin/classes/toast_message_locations (spec 000 §2 toast display, §3.1 fields path and
 * display_status): the entries, edited in place and saved through the spec's 300 ms debounce
 * (§4), added and deleted. The admin's own toasts follow a change at once.
 */
export function ToastLocationsScreen() {
  const sdk = useHealthDeck();
  const queryClient = useQueryClient();
  const t = useMessages(toastLocationsMessages);
  const list = useQuery({ ...adminClassSearchQuery(sdk, 'toast_message_locations', { sort: 'path', direction: 'asc', take: 100 }), retry: false });
  const save = useMemo(
    () =>
      createToastLocationUpdater(async (update) => {
        const record = await setClassRecord(sdk, 'toast_message_locations', String(update.id), { path: update.path, display_status: update.display_status });
        await queryClient.invalidateQueries({ queryKey: toastLocationsKeys.all });
        return record;
      }),
    [sdk, queryClient],
  );
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="hd-page">
      <h1>{t.title}</h1>
      <p>{t.explanation}</p>
      <AddEntry
        onAdd={async (path, display_status) => {
          setError(null);
          setNotice(null);
          try {
            await addClassRecord(sdk, 'toast_message_locations', { path, display_status });
            await queryClient.invalidateQueries({ queryKey: toastLocationsKeys.all });
            setNotice(t.added(path));
            return true;
          } catch (e) {
            setError(errorMessage(e));
            return false;
          }
        }}
      />
      <Outcome error={error} notice={notice} />
      {list.isPending || list.isError ? (
        <LoadState error={list.error} loading={t.loading} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="hd-toast-locations">
          {list.data.items.map((record, index) => (
            <ToastLocationRow key={record.id} record={record} index={index} save={save} onDelete={() => setDeleting(record)} />
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDelete
          what={t.what(deleting.data.path)}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteClassRecord(sdk, 'toast_message_locations', deleting.id);
            await queryClient.invalidateQueries({ queryKey: toastLocationsKeys.all });
            setNotice(t.deleted(deleting.data.path));
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}

function AddEntry({ onAdd }: { onAdd: (path: string, show: boolean) => Promise<boolean> }) {
  const t = useMessages(toastLocationsMessages);
  const [path, setPath] = useState('');
  const [show, setShow] = useState(true);
  const [pathError, setPathError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ToastMessageLocationClass.shape.path.safeParse(path);
    if (!checked.success) {
      setPathError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setPathError(null);
    setBusy(true);
    if (await onAdd(checked.data, show)) setPath('');
    setBusy(false);
  }
  return (
    <form className="hd-toast-location-add" onSubmit={(event) => void submit(event)} noValidate>
      <label className="hd-field">
        <span className="hd-field__label">{t.newPath}</span>
        <input
          className="hd-field__input"
          type="text"
          value={path}
          placeholder={t.pathHint}
          aria-invalid={pathError ? true : undefined}
          aria-describedby={pathError ? 'hd-toast-new-path-error' : undefined}
          onChange={(event) => setPath(event.target.value)}
        />
      </label>
      {pathError ? (
        <p id="hd-toast-new-path-error" className="hd-field__error">
          {pathError}
        </p>
      ) : null}
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox__input" checked={show} onChange={(event) => setShow(event.target.checked)} />
        <span>{t.showNew}</span>
      </label>
      <Button type="submit" loading={busy}>
        {t.add}
      </Button>
    </form>
  );
}
