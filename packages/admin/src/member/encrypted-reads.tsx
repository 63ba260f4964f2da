import { useMemo } from 'react';
import type { AdminSmartlinkVitalsResponse } from '@healthdeck/contract/light';
import { fetchAdminEpdsForm, fetchAdminSmartlinkVitals, fetchAdminTelehealthForm, measuredVitals, openStaffRecord, type DecryptedVitals, type StaffOpenedRecord } from '@healthdeck/sdk';
import { formatInstant, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import { formatDate } from '../users/format.js';
import { memberMessages } from './messages.js';
import { RecordFields } from './record-fields.js';
import { ReadBlock } from './read-block.js';
import { readFailure, useRead } from './use-read.js';

const VITALS_SHOWN = 10;

/** One opened record: its fields, or why it cannot be shown. */
function OpenedRecord({ record, caption }: { record: StaffOpenedRecord | { kind: 'failed'; reason: string }; caption: string }) {
  const M = useMessages(memberMessages);
  if (record.kind === 'opened') return <RecordFields value={record.value} caption={caption} />;
  if (record.kind === 'member-key-only') return <p className="hd-form-note">{M.memberKeyOnly}</p>;
  if (record.kind === 'failed') return <p className="hd-form-error">{M.openFailed(record.reason)}</p>;
  return null;
}

const openOrFail = (data: string | null | undefined, dataKey: CryptoKey) =>
  openStaffRecord(data, dataKey).catch((error: unknown) => ({ kind: 'failed' as const, reason: readFailure(error) }));

/** A vital as staff see it: its measured values only (measuredVitals), never the old sandbox's formula values. */
const openVitalOrFail = async (data: string, dataKey: CryptoKey) => {
  const record = await openOrFail(data, dataKey);
  return record.kind === 'opened' ? { ...record, value: measuredVitals(record.value as DecryptedVitals) } : record;
};

/**
 * spec 000 §7.2 user EPDS form, admin telehealth form, smartlink vitals by user id: fetched when
 * asked (each read audited under the member), opened in this browser with the member's data key
 * from the recovery key. Records sealed only to the member's public key say so; nothing else is shown.
 * Vitals show what was measured only (docs/decisions/0080).
 */
export function EncryptedReads({ userId, dataKey }: { userId: string; dataKey: CryptoKey }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const language = useLanguage();
  const epds = useRead(
    useMemo(
      () => async () => {
        const { form } = await fetchAdminEpdsForm(sdk, userId);
        return form ? { form, record: await openOrFail(form.encrypted_data, dataKey) } : null;
      },
      [sdk, userId, dataKey],
    ),
  );
  const telehealth = useRead(
    useMemo(
      () => async () => {
        const { form } = await fetchAdminTelehealthForm(sdk, userId);
        return form ? { form, record: await openOrFail(form.encrypted_data, dataKey) } : null;
      },
      [sdk, userId, dataKey],
    ),
  );
  const vitals = useRead(
    useMemo(
      () => async () => {
        const { vitals: page }: AdminSmartlinkVitalsResponse = await fetchAdminSmartlinkVitals(sdk, { user_id: userId, page: 1, take: VITALS_SHOWN });
        return {
          total: page.total_count,
          models: await Promise.all(page.models.map(async (v) => ({ id: v.id, created_at: v.created_at, record: await openVitalOrFail(v.encrypted_data, dataKey) }))),
        };
      },
      [sdk, userId, dataKey],
    ),
  );

  return (
    <>
      <ReadBlock
        title={M.epds}
        action={M.readEpds}
        {...epds}
        render={(data) =>
          data ? (
            <>
              <p>
                {M.status(data.form.status)} {data.form.updated_at ? M.updated(formatDate(data.form.updated_at)) : null}
              </p>
              {data.form.encrypted_data ? <OpenedRecord record={data.record} caption={M.epds} /> : null}
            </>
          ) : (
            <p>{M.noEpds}</p>
          )
        }
      />
      <ReadBlock
        title={M.telehealth}
        action={M.readTelehealth}
        {...telehealth}
        render={(data) =>
          data ? (
            <>
              <p>{M.updated(formatDate(data.form.updated_at))}</p>
              <OpenedRecord record={data.record} caption={M.telehealth} />
            </>
          ) : (
            <p>{M.noTelehealth}</p>
          )
        }
      />
      <ReadBlock
        title={M.vitals}
        action={M.readVitals}
        {...vitals}
        render={(data) =>
          data.models.length === 0 ? (
            <p>{M.noVitals}</p>
          ) : (
            <>
              <p>{M.vitalsCount(data.models.length, data.total)}</p>
              <ul className="hd-member-vitals">
                {data.models.map((v) => (
                  <li key={v.id}>
                    <p>
                      <time dateTime={v.created_at}>{formatInstant(v.created_at, language)}</time>
                    </p>
                    <OpenedRecord record={v.record} caption={`${M.vitals} ${v.created_at}`} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      />
    </>
  );
}
