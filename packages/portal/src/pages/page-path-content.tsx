import { WidgetScreen } from './widget-screen.js';

// spec 001 §2 routes: some configured pages are known by their `path` ("the page whose path is
// hra-form", "the page list entry whose path is virtual-care"). A page whose path names one of the
// portal's widget screens shows that widget as its content, above its configured areas; an
// administrator places, titles and restricts the page like any other (programmes, parent slug,
// menu), and the member reaches it from the sidebar. One line per path: the registered widget's tag.

const PATH_WIDGETS: Record<string, `hd-${string}`> = {
  orders: 'hd-orders',
  rewards: 'hd-rewards',
  'wellbeing-library': 'hd-wellbeing-library',
  'hra-form': 'hd-hra-form',
  'nutrition-form': 'hd-nutrition-form',
  'health-actions': 'hd-health-actions',
  activity: 'hd-activity',
  'program-results': 'hd-program-results',
};

/** The widget tag a page's path names, if any. */
export function pagePathWidget(path: string | null | undefined): `hd-${string}` | null {
  if (!path || !Object.hasOwn(PATH_WIDGETS, path)) return null;
  return PATH_WIDGETS[path] ?? null;
}

/** The paths that name a screen (for the seed, tests and documentation). */
export const SCREEN_PATHS: readonly string[] = Object.keys(PATH_WIDGETS);

/** The widget a page's path names, loaded on first use. */
export function PagePathContent({ tag }: { tag: `hd-${string}` }) {
  return (
    <div className="hd-page__type">
      <WidgetScreen tag={tag} />
    </div>
  );
}
