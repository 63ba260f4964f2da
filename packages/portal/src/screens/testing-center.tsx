import { useParams } from 'react-router';
import { WidgetScreen } from '../pages/widget-screen.js';

// spec 001 §2 testing center routes. Each screen is a registered widget (hd-testing-center,
// hd-kit-register, hd-kit-results) whose code and sheet load on first use, as placed widgets do.

/** The member's kits and the test detail card (hd-testing-center), as /client/testing-center shows them (a TESTINGCENTER page too: page-type-content.tsx). */
export function TestingCenterWidget() {
  return <WidgetScreen tag="hd-testing-center" loadingLabel="Loading Test Results" />;
}

/** /client/testing-center: the member's kits and the test detail card. */
export function TestingCenterScreen() {
  return (
    <div className="hd-page hd-testing-center-page">
      <h1>Testing center</h1>
      <TestingCenterWidget />
    </div>
  );
}

/** /client/testing-center/register: shown when the member has no test kit. */
export function KitRegisterScreen() {
  return (
    <div className="hd-page hd-kit-register-page">
      <h1>Testing center</h1>
      <WidgetScreen tag="hd-kit-register" />
    </div>
  );
}

/** /client/testing-center/{kitId}: the kit's results, opened by 'Results Ready'. */
export function KitResultsScreen() {
  const { kitId = '' } = useParams();
  return (
    <div className="hd-page hd-kit-results-page">
      <h1>Testing center</h1>
      <WidgetScreen tag="hd-kit-results" loadingLabel="Loading Test Results" props={{ kitId }} />
    </div>
  );
}
