import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { adoptStyles, widgetForTag } from '@healthdeck/widgets';

// spec 001 §2 testing center routes. Each screen is a registered widget (hd-testing-center,
// hd-kit-register, hd-kit-results) whose code and sheet load on first use, as placed widgets do.

/** The props these screens hand a widget: hd-kit-results reads kitId; the other two take none. */
interface ScreenProps {
  kitId?: string;
}

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();
function widgetScreen(tag: string): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = screens.get(tag);
  if (!component) {
    component = lazy(async () => {
      const widget = widgetForTag(tag);
      if (!widget) throw new Error(`${tag} is not registered`);
      const module = await widget.load();
      adoptStyles(document, module.styles);
      // The descriptor erases a widget's props (PlacedWidgetProps); these widgets take ScreenProps.
      return { default: module.Component as ComponentType<ScreenProps> };
    });
    screens.set(tag, component);
  }
  return component;
}

function Loading({ label }: { label: string }) {
  return <p role="status" aria-busy="true" aria-label={label} />;
}

/** The member's kits and the test detail card (hd-testing-center), as /client/testing-center and a TESTINGCENTER page show them. */
export function TestingCenterWidget() {
  const TestingCenter = widgetScreen('hd-testing-center');
  return (
    <Suspense fallback={<Loading label="Loading Test Results" />}>
      <TestingCenter />
    </Suspense>
  );
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
  const KitRegister = widgetScreen('hd-kit-register');
  return (
    <div className="hd-page hd-kit-register-page">
      <h1>Testing center</h1>
      <Suspense fallback={<Loading label="Loading" />}>
        <KitRegister />
      </Suspense>
    </div>
  );
}

/** /client/testing-center/{kitId}: the kit's results, opened by 'Results Ready'. */
export function KitResultsScreen() {
  const { kitId = '' } = useParams();
  const KitResults = widgetScreen('hd-kit-results');
  return (
    <div className="hd-page hd-kit-results-page">
      <h1>Testing center</h1>
      <Suspense fallback={<Loading label="Loading Test Results" />}>
        <KitResults kitId={kitId} />
      </Suspense>
    </div>
  );
}
