import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Kit } from '@healthdeck/contract/light';
import { confirmKitMutation, spotShippingVisible, kitReportLocked, kitsKeys, loadKit, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../primitives/button/button';
import { KitStatusButton, trackingOf } from './kit-status-button';
import { useKitDownload } from './kit-download';
import { useKits } from './kits-client';
import { ShippingBox } from './shipping-box';
import { kitLabel, useOpenedKit } from './opened-kit';
import { cardMessages } from './card-messages';
import { useKitMessages } from './messages';
import { UnlockForm } from './unlock-form';
import { UnregisterKit } from './unregister-kit';
import { DemoDataBadge } from '../widgets/shared/demo-data-badge';
import { useOrderDate } from '../widgets/shared/format-date';

/** spec 001 §4 'Partially Completed': the kit becomes the testing center state's kit, and the member's kits reload. */
export function selectKit(client: HealthDeck, kit: Kit): void {
  void loadKit(async () => kit);
  void client.queryClient.invalidateQueries({ queryKey: kitsKeys.list });
}

export interface KitDetailCardProps {
  kit: Kit;
  onSelect?: (kit: Kit) => void;
  /** Show the password prompt while locked (the testing center shows one above the table instead). */
  unlockPrompt?: boolean;
  /** Draw the info card's box (default); the test detail widget's frame draws it instead. */
  framed?: boolean;
  /** The testing center, below which 'Results Ready' goes (default /client/testing-center). */
  testingCenterHref?: string;
}

/**
 * spec 001 §2 Test detail card: order date (MM/dd/yyyy), order number, kit ID, biomarkers tested
 * count, the status box (label and its button), the shipping box while the sample travels ('Test
 * Shipping Status', 'Out for delivery', tracking number, MM/dd/yyyy hh:mm a) and Download once the
 * results are ready; until then the member may unregister the kit (spec 000 §4, unregister-kit.tsx).
 */
export function KitDetailCard({ kit, onSelect, unlockPrompt = true, framed = true, testingCenterHref }: KitDetailCardProps) {
  const t = useKitMessages(cardMessages);
  const orderDate = useOrderDate();
  const { client, keys } = useKits();
  const opened = useOpenedKit(kit);
  const data = opened.data ?? null;
  const label = kitLabel(kit, data);
  const shipping = data?.provider_code === 'spot' && spotShippingVisible(data) ? data : null;
  const { busy, error, download } = useKitDownload(kit, data);
  const confirm = useMutation(confirmKitMutation(client));
  const titleId = useId();
  const locked = kitReportLocked(kit, keys);

  return (
    <article className={framed ? 'hd-info-card hd-kit-card' : 'hd-kit-card'} part="detail-card" aria-labelledby={titleId} data-kit-id={kit.kit_id}>
      <h3 id={titleId} className="hd-info-card__title">
        {kit.name}
      </h3>
      <DemoDataBadge source={kit.sandbox} />
      <dl className="hd-kit-card__facts">
        <div>
          <dt>{t.orderDate}</dt>
          <dd>{orderDate(kit.order_date ?? kit.created_at) || '—'}</dd>
        </div>
        <div>
          <dt>{t.orderNumber}</dt>
          <dd>{kit.order_number ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.kitId}</dt>
          <dd>{kit.kit_id}</dd>
        </div>
        <div>
          <dt>{t.biomarkersTested}</dt>
          <dd>{kit.biomarkers}</dd>
        </div>
      </dl>
      <section className="hd-kit-card__box" aria-label={t.status} part="status-box">
        <h4 className="hd-kit-card__box-title">{t.status}</h4>
        <KitStatusButton kit={kit} label={label} trackingNumber={trackingOf(data)} onSelect={onSelect} testingCenterHref={testingCenterHref} />
        {!kit.confirmed && kit.provider_code !== '3d-look' ? (
          <div className="hd-kit-card__confirm">
            <p>{t.confirmHint}</p>
            <Button variant="outlined" loading={confirm.isPending} onClick={() => confirm.mutate(kit.kit_id)}>
              {t.confirmKit}
            </Button>
          </div>
        ) : null}
        <UnregisterKit kit={kit} />
      </section>
      {shipping ? (
        // Only while a sample travels, and only once the report is opened (which already adds it after the card).
        <ShippingBox data={shipping} />
      ) : null}
      {locked && unlockPrompt ? <UnlockForm /> : null}
      {kit.results_ready ? (
        <div className="hd-kit-card__download">
          <Button loading={busy} onClick={() => void download()}>
            {t.download}
          </Button>
          {error ? (
            <p role="alert" className="hd-kit-card__error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
