import { useState } from 'react';
import { ToastMessageLocationClass } from '@healthdeck/contract';
import { isDebounced, type ClassRecord, type ToastLocationUpdate } from '@healthdeck/sdk';
import { Button, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { adminMessages } from '../shared/messages.js';
import { toastLocationsMessages } from './messages.js';

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'refused'; message: string };

export interface ToastLocationRowProps {
  record: ClassRecord<'toast_message_locations'>;
  index: number;
  /** The screen's debounced save (spec 000 §4: 300 ms, a newer update rejects the pending one). */
  save: (update: ToastLocationUpdate) => Promise<unknown>;
  onDelete: () => void;
}

/**
 * One entry, saved as it is edited: every change sends the whole entry (path and switch), so a
 * newer change that replaces a pending one within the debounce never drops the other field. A path
 * the schema refuses is not sent; its message shows under the field until it is corrected.
 */
export function ToastLocationRow({ record, index, save, onDelete }: ToastLocationRowProps) {
  const t = useMessages(toastLocationsMessages);
  const common = useMessages(adminMessages);
  const [path, setPath] = useState(record.data.path);
  const [show, setShow] = useState(record.data.display_status);
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const checked = ToastMessageLocationClass.shape.path.safeParse(path);
  const pathError = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const errorId = `hd-toast-path-error-${record.id}`;

  function send(nextPath: string, nextShow: boolean) {
    if (!ToastMessageLocationClass.shape.path.safeParse(nextPath).success) return;
    setSaving({ state: 'saving' });
    save({ id: record.id, path: nextPath.trim(), display_status: nextShow }).then(
      () => setSaving({ state: 'saved' }),
      (error: unknown) => {
        if (!isDebounced(error)) setSaving({ state: 'refused', message: errorMessage(error) });
      },
    );
  }

  return (
    <li className="hd-toast-location">
      <label className="hd-field">
        <span className="hd-visually-hidden">{t.pathOf(index + 1)}</span>
        <input
          className="hd-field__input"
          type="text"
          value={path}
          aria-invalid={pathError ? true : undefined}
          aria-describedby={pathError ? errorId : undefined}
          onChange={(event) => {
            setPath(event.target.value);
            send(event.target.value, show);
          }}
        />
      </label>
      <label className="hd-checkbox-label">
        <input
          type="checkbox"
          className="hd-checkbox__input"
          checked={show}
          aria-label={t.showOf(path)}
          onChange={(event) => {
            setShow(event.target.checked);
            send(path, event.target.checked);
          }}
        />
        <span aria-hidden="true">{t.show}</span>
      </label>
      <span role="status" className="hd-toast-location__state">
        {saving.state === 'saving' ? t.saving : saving.state === 'saved' ? t.saved : ''}
      </span>
      <Button type="button" variant="plain" color="red" aria-label={common.deleteLabel(record.data.path)} onClick={onDelete}>
        {common.delete}
      </Button>
      {pathError ? (
        <p id={errorId} className="hd-field__error">
          {pathError}
        </p>
      ) : null}
      {saving.state === 'refused' ? (
        <p role="alert" className="hd-form-error">
          {saving.message}
        </p>
      ) : null}
    </li>
  );
}
