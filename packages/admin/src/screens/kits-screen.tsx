import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminKit } from '@healthdeck/contract/light';
import { adminKitsQuery, fetchAdminKits, syncKitMutation } from '@healthdeck/sdk';
import { Button, useHealthDeck, useKitStatusLabel, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { KIT_IDS_TEMPLATE, kitIdsOf } from '../server-table/kit-ids-file.js';
import { serverTableMessages } from '../server-table/messages.js';
import { ServerTable, type ServerColumn } from '../server-table/server-table.js';
import { UploadButton, UploadRefused } from '../server-table/upload-button.js';
import { formatDate } from '../users/format.js';

type KitSort = 'user_email' | 'test_name' | 'provider_name' | 'details_status';

/**
 * /admin/kits (spec 001 §2 server table, §7 kits sorted by user email, test name, provider name and
 * details status; spec 000 §7.5 admin sync kit): each kit can be synced with its provider now, and a
 * sandbox provider's kit advanced one status.
 */
export function KitsScreen() {
  const sdk = useHealthDeck();
  const { mutateAsync: syncKit } = useMutation(syncKitMutation(sdk));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const table = useMessages(serverTableMessages);
  const M = table.kits;
  const statusLabel = useKitStatusLabel();

  const columns = useMemo((): ServerColumn<AdminKit, KitSort>[] => {
    async function sync(kit: AdminKit, advance: boolean) {
      setBusy(kit.id);
      setError(null);
      setNotice(null);
      try {
        const synced = await syncKit({ id: kit.id, advance });
        setNotice(M.synced(synced.kit_id, statusLabel(synced.details_status)));
      } catch (e) {
        setError(errorMessage(e));
      } finally {
        setBusy(null);
      }
    }
    return [
      { id: 'user_email', header: M.userEmail, sort: 'user_email', cell: (k) => k.user_email ?? M.noUser },
      { id: 'kit_id', header: M.kitId, cell: (k) => k.kit_id },
      { id: 'test_name', header: M.testName, sort: 'test_name', cell: (k) => k.name },
      { id: 'provider_name', header: M.providerName, sort: 'provider_name', cell: (k) => k.provider_name },
      { id: 'details_status', header: M.status, sort: 'details_status', cell: (k) => statusLabel(k.details_status) },
      { id: 'updated_at', header: M.updated, cell: (k) => formatDate(k.updated_at) },
      {
        id: 'actions',
        header: table.actions,
        cell: (k) => (
          <div className="hd-row-actions">
            <Button type="button" variant="plain" loading={busy === k.id} disabled={busy !== null} onClick={() => void sync(k, false)} aria-label={M.syncLabel(k.kit_id)}>
              {M.sync}
            </Button>
            {k.vendor_step !== null ? (
              <Button type="button" variant="plain" disabled={busy !== null} onClick={() => void sync(k, true)} aria-label={M.advanceLabel(k.kit_id)}>
                {M.advance}
              </Button>
            ) : null}
          </div>
        ),
      },
    ];
  }, [syncKit, busy, M, table.actions, statusLabel]);

  async function upload(file: File): Promise<string> {
    const read = kitIdsOf(file.name, await file.text(), M);
    if ('error' in read) throw new UploadRefused(read.error);
    if (read.ids.length === 0) return M.uploadNoKits;
    const missing: string[] = [];
    let synced = 0;
    for (const kitId of read.ids) {
      const found = (await fetchAdminKits(sdk, { search: kitId, page: 1, take: 10 })).kits.find((k) => k.kit_id.toUpperCase() === kitId.toUpperCase());
      if (!found) {
        missing.push(kitId);
        continue;
      }
      await syncKit({ id: found.id });
      synced += 1;
    }
    return M.uploadDone(synced, missing);
  }

  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{M.title}</h1>
      </div>
      {notice ? (
        <p className="hd-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="hd-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <ServerTable
        label={M.title}
        what={M.what}
        columns={columns}
        rowId={(k) => k.id}
        query={(q) => {
          const options = adminKitsQuery(sdk, q);
          return { queryKey: options.queryKey, queryFn: async (c) => ((r) => ({ rows: r.kits, total: r.total_count }))(await options.queryFn(c)) };
        }}
        tools={<UploadButton what={M.uploadWhat} template={KIT_IDS_TEMPLATE} onUpload={upload} />}
      />
    </div>
  );
}
