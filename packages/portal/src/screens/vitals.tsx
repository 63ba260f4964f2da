import { useMessages } from '@healthdeck/widgets';
import { pageMessages } from '../pages/page-messages.js';
import { WidgetScreen } from '../pages/widget-screen.js';
import { screenTitlesMessages } from './screen-titles-messages.js';

// spec 001 §2 Virtual Vitals routes. Each screen is a registered widget (hd-vitals, hd-vitals-scan,
// hd-vitals-history) whose code and sheet load on first use, as placed widgets do.

/** /client/vitals: the scan, after the permissions step and on Retake. */
export function VitalsScanScreen() {
  const t = useMessages(screenTitlesMessages);
  return (
    <div className="hd-page hd-vitals-page">
      <h1>{t.vitals}</h1>
      <WidgetScreen tag="hd-vitals-scan" />
    </div>
  );
}

/** /client/vitals/history: the History button. */
export function VitalsHistoryScreen() {
  const t = useMessages(screenTitlesMessages);
  const pages = useMessages(pageMessages);
  return (
    <div className="hd-page hd-vitals-page">
      <h1>{t.vitals}</h1>
      <WidgetScreen tag="hd-vitals-history" loadingLabel={pages.loadingType.VITALS} />
    </div>
  );
}
