import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PartnerKey } from '@healthdeck/contract/light';
import { Button } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { formatDate } from '../users/format.js';
import { ConfirmRevoke } from './confirm-revoke.js';
import { NewKeyForm } from './new-key-form.js';
import { NewKeySecret } from './new-key-secret.js';
import { usePartnerKeys } from './use-partner-keys.js';

/**
 * Issue 17: an organisation's partner API keys, on its edit screen. A partner's server exchanges a
 * key and a member's email for a short-lived member session (POST /api/partner/member-token); the
 * pages using it must be on the organisation's allowed origins (the field above). Create shows
 * the key once; the list shows its first characters, label, dates and whether it is revoked.
 */
export function PartnerKeysPanel({ organizationId }: { organizationId: string }) {
  const titleId = useId();
  const { api, queries } = usePartnerKeys();
  const keys = useQuery({ ...queries.list(organizationId), retry: false });
  const [created, setCreated] = useState<{ label: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);

  return (
    <section className="hd-partner-keys" aria-labelledby={titleId}>
      <h2 id={titleId}>Partner API keys</h2>
      <p className="hd-form-note">
        A partner's server trades a key and a member's email for a short-lived member session, so its pages can show the member's widgets without a second sign-in. Those pages must be on one
        of this organization's allowed origins.
      </p>
      <NewKeyForm
        onCreate={async (label) => {
          const answer = await api.create(organizationId, label);
          setCreated({ label: answer.key.label, secret: answer.secret });
        }}
      />
      {created ? <NewKeySecret key={created.secret} label={created.label} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      {keys.isPending ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Loading partner API keys
        </p>
      ) : keys.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(keys.error)}</p>
          <Button type="button" onClick={() => void keys.refetch()}>
            Try again
          </Button>
        </div>
      ) : keys.data.keys.length === 0 ? (
        <p>No partner API keys yet.</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a labelled, focusable scroll container (role=region, tabIndex=0) lets keyboard users scroll a wide table: the WAI pattern
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container takes focus so keyboard users can scroll the wide table with the arrow keys (WAI scrollable region)
        <div className="hd-table-scroll" role="region" aria-label="Partner API keys table" tabIndex={0}>
          <table className="hd-table">
            <caption className="hd-visually-hidden">Partner API keys</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
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
                  <td>{key.last_used_at ? formatDate(key.last_used_at) : 'Never'}</td>
                  <td>{key.revoked_at ? `Revoked ${formatDate(key.revoked_at)}` : 'Active'}</td>
                  <td>
                    {key.revoked_at ? null : (
                      <Button type="button" variant="plain" color="red" aria-label={`Revoke ${key.label}`} onClick={() => setRevoking(key)}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking ? (
        <ConfirmRevoke
          partnerKey={revoking}
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await api.revoke(organizationId, revoking.id);
            setRevoking(null);
          }}
        />
      ) : null}
    </section>
  );
}
