import { useParams } from 'react-router';
import { useMessages } from '@healthdeck/widgets';
import { pageMessages } from '../pages/page-messages.js';
import { WidgetScreen } from '../pages/widget-screen.js';
import { screenTitlesMessages } from './screen-titles-messages.js';

// spec 001 §2 testing center routes. Each screen is a registered widget (hd-testing-center,
// hd-kit-register, hd-kit-results) whose code and sheet load on first use, as placed widgets do.

/** The member's kits and the test detail card (hd-testing-center), as /client/testing-center shows them (a TESTINGCENTER page too: page-type-content.tsx). */
export function TestingCenterWidget() {
  const pages = useMessages(pageMessages);
  return <WidgetScreen tag="hd-testing-center" loadingLabel={pages.loadingType.TESTINGCENTER} />;
}

/** /client/testing-center: the member's kits and the test detail card. */
export function TestingCenterScreen() {
  const t = useMessages(screenTitlesMessages);
  return (
    <div className="hd-page hd-testing-center-page">
      <h1>{t.testingCenter}</h1>
      <TestingCenterWidget />
    </div>
  );
}

/** /client/testing-center/register: shown when the member has no test kit. */
export function KitRegisterScreen() {
  const t = useMessages(screenTitlesMessages);
  return (
    <div className="hd-page hd-kit-register-page">
      <h1>{t.testingCenter}</h1>
      <WidgetScreen tag="hd-kit-register" />
    </div>
  );
}

/** /client/testing-center/{kitId}: the kit's results, opened by 'Results Ready'. */
export function KitResultsScreen() {
  const { kitId = '' } = useParams();
  const t = useMessages(screenTitlesMessages);
  const pages = useMessages(pageMessages);
  return (
    <div className="hd-page hd-kit-results-page">
      <h1>{t.testingCenter}</h1>
      <WidgetScreen tag="hd-kit-results" loadingLabel={pages.loadingType.TESTINGCENTER} props={{ kitId }} />
    </div>
  );
}
