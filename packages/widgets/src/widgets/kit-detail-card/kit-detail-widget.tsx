import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Kit } from '@healthdeck/contract/light';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { KIT_REGISTER_PATH, useKits } from '../../kits/kits-client';
import { useKitMessages, type TestingCenterMessages } from '../../kits/messages';
import { NoKitYet } from '../../kits/no-kit';
import { usePreloadUnlockForm } from '../../kits/unlock-form';
import { cardMessages, type CardMessages } from '../../kits/card-messages';
import { KitDetailCard, selectKit } from '../../kits/kit-detail-card';
import { kitByKitIdQuery, lastKitQuery } from '@healthdeck/sdk';

export interface KitDetailWidgetProps {
  /** The printed kit ID of the kit to show; without, the member's newest kit. */
  kitId?: string;
  /** Where a member with no kit registers one (default /client/testing-center/register). */
  registerHref?: string;
  /** The testing center, below which 'Results Ready' opens the kit's results (default /client/testing-center). */
  testingCenterHref?: string;
  onError?: (detail: { message: string }) => void;
}

function KitDetailBody({
  kitId,
  registerHref,
  testingCenterHref,
  onError,
  t,
}: Required<Pick<KitDetailWidgetProps, 'registerHref'>> & Omit<KitDetailWidgetProps, 'registerHref'> & { t: TestingCenterMessages & CardMessages }) {
  const { client, keys } = useKits();
  usePreloadUnlockForm(keys.privateKey);
  // A printed kit ID is looked up by the server among the member's kits; without one, the newest.
  const wanted = kitId?.trim();
  const byKitId = useQuery({ ...kitByKitIdQuery(client, wanted ?? ''), enabled: Boolean(wanted) });
  const newest = useQuery({ ...lastKitQuery(client), enabled: !wanted });
  const kit = wanted ? byKitId : newest;
  const shown = wanted ? byKitId.data : newest.data?.kit;
  useReportLoadFailure('kit-detail-card', kit, t.loadFailed, onError);
  const select = useCallback((chosen: Kit) => selectKit(client, chosen), [client]);

  if (kit.isError) return <LoadFailure block="hd-kit-detail" query={kit} message={t.loadFailed} retryLabel={t.retry} />;
  if (kit.isPending) {
    return (
      <p className="hd-kit-detail__text" role="status" aria-busy="true" part="loading">
        {t.loading}
      </p>
    );
  }
  if (!shown && !wanted) return <NoKitYet registerHref={registerHref} className="hd-kit-detail__text" />;
  if (!shown) {
    return (
      <p className="hd-kit-detail__error" role="alert" part="error">
        {t.notFound}
      </p>
    );
  }
  return <KitDetailCard kit={shown} onSelect={select} framed={false} testingCenterHref={testingCenterHref} />;
}

/**
 * spec 001 §2 Test detail card as a widget of its own: one of the member's kits (by its printed
 * kit ID, or the newest) with its order date, order number, kit ID, biomarkers tested, status box
 * and button, shipping box and Download; the password prompt while its report is locked. The
 * testing center shows the same card beside its table.
 */
export function KitDetailWidget({ kitId, registerHref = KIT_REGISTER_PATH, testingCenterHref, onError }: KitDetailWidgetProps) {
  const t = useKitMessages(cardMessages);
  return (
    <WidgetShell block="hd-kit-detail" frame="info" title={t.details} signedOut={t.signedOut}>
      {() => <KitDetailBody kitId={kitId} registerHref={registerHref} testingCenterHref={testingCenterHref} onError={onError} t={t} />}
    </WidgetShell>
  );
}
