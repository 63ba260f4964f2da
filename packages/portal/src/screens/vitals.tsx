import { WidgetScreen } from '../pages/widget-screen.js';

// spec 001 §2 Virtual Vitals routes. Each screen is a registered widget (hd-vitals, hd-vitals-scan,
// hd-vitals-history) whose code and sheet load on first use, as placed widgets do.

/** /client/vitals: the scan, after the permissions step and on Retake. */
export function VitalsScanScreen() {
  return (
    <div className="hd-page hd-vitals-page">
      <h1>Virtual Vitals</h1>
      <WidgetScreen tag="hd-vitals-scan" />
    </div>
  );
}

/** /client/vitals/history: the History button. */
export function VitalsHistoryScreen() {
  return (
    <div className="hd-page hd-vitals-page">
      <h1>Virtual Vitals</h1>
      <WidgetScreen tag="hd-vitals-history" loadingLabel="Loading your vitals" />
    </div>
  );
}
