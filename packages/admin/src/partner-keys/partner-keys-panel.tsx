import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PartnerKey } from '@healthdeck/contract/light';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { createPartnerKey, partnerKeysQuery, revokePartnerKey } from '@healthdeck/sdk';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { formatDate } from '../users/format.js';
import { ConfirmRevoke } from './confirm-revoke.js';
import { partnerKeysMessages } from './messages.js';
import { NewKeyForm } from './new-key-form.js';
import { NewKeySecret } from './new-key-secret.js';
import { ScrollRegion } from '../shared/scroll-region.js';

/**
 * An organisation's partner API keys, on its edit screen. A partner's server exchanges a
 * key and a member's email for a short-lived member session (POST /api/partner/member-token); the
 * pages using it must be on the organisation's allowed origins (the field above). Create shows
 * the key once; the list shows its first characters, label, dates and whether it is revoked.
 */
export function PartnerKeysPanel({ organizationId }: { organizationId: string }) {
  const titleId = useId();
  const t = useMessages(partnerKeysMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const keys = useQuery({ ...partnerKeysQuery(sdk, organizationId), retry: false });
  const [created, setCreated] = useState<{ label: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);

  return (
    <section className="hd-partner-keys" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-form-note">{t.intro}</p>
      <NewKeyForm
        onCreate={async (label) => {
          const answer = await createPartnerKey(sdk, organizationId, label);
          setCreated({ label: answer.key.label, secret: answer.secret });
        }}
      />
      {created ? <NewKeySecret key={created.secret} label={created.label} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      {keys.isPending || keys.isError ? (
        <LoadState error={keys.error} loading={t.loading} onRetry={() => void keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ScrollRegion label={common.tableLabel(t.title)}>
          <table className="hd-table">
            <caption className="hd-visually-hidden">{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.label}</th>
                <th scope="col">{t.key}</th>
                <th scope="col">{common.created}</th>
                <th scope="col">{t.lastUsed}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.label}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{formatDate(key.created_at)}</td>
                  <td>{key.last_used_at ? formatDate(key.last_used_at) : t.never}</td>
                  <td>{key.revoked_at ? t.revokedOn(formatDate(key.revoked_at)) : t.active}</td>
                  <td>
                    {key.revoked_at ? null : (
                      <Button type="button" variant="plain" color="red" aria-label={t.revokeLabel(key.label)} onClick={() => setRevoking(key)}>
                        {t.revoke}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {revoking ? (
        <ConfirmRevoke
          partnerKey={revoking}
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await revokePartnerKey(sdk, organizationId, revoking.id);
            setRevoking(null);
          }}
        />
      ) : null}
    </section>
  );
}
