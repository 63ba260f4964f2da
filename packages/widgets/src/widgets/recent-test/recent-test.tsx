import { useQuery } from '@tanstack/react-query';
import { lastKitQuery, TESTING_CENTER_PATH } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { useOrderDate } from '../shared/format-date';
import { useHostNavigate } from '../../provider/host-navigate';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { hostNavigation } from '../shared/host-navigation';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { KitStatusButton, trackingOf } from '../../kits/kit-status-button';
import { KIT_REGISTER_PATH, useKits } from '../../kits/kits-client';
import { kitLabel, useOpenedKit } from '../../kits/opened-kit';
import { testingCenterMessages } from '../../kits/messages';

export interface RecentTestProps {
  /** The testing center (default /client/testing-center). */
  testingCenterHref?: string;
  onError?: (detail: { message: string }) => void;
}

function RecentTestBody({ testingCenterHref, onError }: Required<Pick<RecentTestProps, 'testingCenterHref'>> & Pick<RecentTestProps, 'onError'>) {
  const t = useMessages(testingCenterMessages);
  const orderDate = useOrderDate();
  const { client } = useKits();
  const navigate = useHostNavigate();
  const last = useQuery(lastKitQuery(client));
  useReportLoadFailure('recent-test', last, t.loadFailed, onError);
  const kit = last.data?.kit ?? null;
  const opened = useOpenedKit(kit);
  const go = (href: string) => hostNavigation(navigate ? () => navigate(href) : undefined);

  if (last.isError) return <LoadFailure block="hd-recent-test" query={last} message={t.loadFailed} retryLabel={t.retry} />;
  if (last.isPending) {
    return (
      <div className="hd-recent-test__body" part="body" role="status" aria-busy="true">
        {t.loading}
      </div>
    );
  }
  if (!kit) {
    return (
      <div className="hd-recent-test__body" part="body">
        <p>{t.noKits}</p>
        <a href={KIT_REGISTER_PATH} onClick={go(KIT_REGISTER_PATH)}>
          {t.registerLink}
        </a>
      </div>
    );
  }
  return (
    <div className="hd-recent-test__body" part="body">
      <p className="hd-recent-test__name">{kit.name}</p>
      <DemoDataBadge source={kit.sandbox} />
      <dl className="hd-recent-test__facts">
        <div>
          <dt>{t.kitId}</dt>
          <dd>{kit.kit_id}</dd>
        </div>
        <div>
          <dt>{t.orderDate}</dt>
          <dd>{orderDate(kit.order_date ?? kit.created_at) || '—'}</dd>
        </div>
      </dl>
      <KitStatusButton
        kit={kit}
        label={kitLabel(kit, opened.data)}
        trackingNumber={trackingOf(opened.data)}
        onSelect={() => (navigate ? navigate(testingCenterHref) : window.location.assign(testingCenterHref))}
        testingCenterHref={testingCenterHref}
      />
      <a className="hd-recent-test__link" href={testingCenterHref} onClick={go(testingCenterHref)}>
        {t.title}
      </a>
    </div>
  );
}

/**
 * spec 001 §2 dashboard widget 'Recent Test': the member's latest kit with its label and the
 * spec 001 §4 button ('Results Ready' to the result page, …); 'Partially Completed' opens the
 * testing center. A member with no kit gets the register link.
 */
export function RecentTest({ testingCenterHref = TESTING_CENTER_PATH, onError }: RecentTestProps) {
  const t = useMessages(testingCenterMessages);
  return (
    <WidgetShell block="hd-recent-test" frame="info" title={t.recentTitle} signedOut={t.signedOut}>
      {() => <RecentTestBody testingCenterHref={testingCenterHref} onError={onError} />}
    </WidgetShell>
  );
}
