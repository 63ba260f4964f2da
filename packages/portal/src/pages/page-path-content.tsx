import { useSearchParams } from 'react-router';
import { WidgetScreen } from './widget-screen.js';

// spec 001 §2 routes: some configured pages are known by their `path` ("the page whose path is
// hra-form", "the page list entry whose path is virtual-care"). A page whose path names one of the
// portal's widget screens shows that widget as its content, above its configured areas; an
// administrator places, titles and restricts the page like any other (programmes, parent slug,
// menu), and the member reaches it from the sidebar. One line per path: the registered widget's
// tag, or the tag and the props it takes from the page's query string.

type Tag = `hd-${string}`;
interface PathScreen {
  tag: Tag;
  props?: (query: URLSearchParams) => Record<string, unknown>;
}

/** spec 001 §2 /client/virtual-care?consultType=3: the telehealth consult types '1' to '4' (default '3', Virtual care). */
const consultType = (value: string | null) => (value && ['1', '2', '3', '4'].includes(value) ? value : '3');

const PATH_WIDGETS: Record<string, Tag | PathScreen> = {
  orders: 'hd-orders',
  rewards: 'hd-rewards',
  'wellbeing-library': 'hd-wellbeing-library',
  'hra-form': 'hd-hra-form',
  'nutrition-form': 'hd-nutrition-form',
  'health-actions': 'hd-health-actions',
  activity: 'hd-activity',
  'program-results': 'hd-program-results',
  'virtual-care': { tag: 'hd-scheduler', props: (query) => ({ provider: 'mediorbis', consultType: consultType(query.get('consultType')) }) },
};

/** The widget screen a page's path names, if any. */
export function pagePathWidget(path: string | null | undefined): PathScreen | null {
  if (!path || !Object.hasOwn(PATH_WIDGETS, path)) return null;
  const screen = PATH_WIDGETS[path];
  if (!screen) return null;
  return typeof screen === 'string' ? { tag: screen } : screen;
}

/** The paths that name a screen (for the seed, tests and documentation). */
export const SCREEN_PATHS: readonly string[] = Object.keys(PATH_WIDGETS);

/** The widget a page's path names, loaded on first use, with the props its query string gives. */
export function PagePathContent({ screen }: { screen: PathScreen }) {
  const [query] = useSearchParams();
  return (
    <div className="hd-page__type">
      <WidgetScreen tag={screen.tag} props={screen.props?.(query)} />
    </div>
  );
}
