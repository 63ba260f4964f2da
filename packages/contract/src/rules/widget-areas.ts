// Where a widget may sit on a page. Spec 000 §3.4 lists the widget areas regular_widgets,
// main_content, lite_widgets and daily_journal; spec 001 §2 adds "a lower row of low widgets", so
// the layout has a fifth area, low_widgets. The spec names no widget type for that row: a row of
// short cards side by side takes the types whose card has no large image, no panels and no screen
// of its own (docs/decisions/0083-low-widgets-row.md). One rule for the server (a layout save) and
// the admin's layout editor. Zod-free: exported from '@healthdeck/contract/light' too.

/** spec 000 §3.4 Widget areas, and spec 001 §2's lower row of low widgets. */
export const WIDGET_AREAS = ['regular_widgets', 'main_content', 'lite_widgets', 'daily_journal', 'low_widgets'] as const;
export type WidgetAreaName = (typeof WIDGET_AREAS)[number];

/**
 * The widget types the low row holds: short text cards (nudge, icon nudge, headline, text, two
 * content links) and the streak cards. Not common, borderless, quad or large quad (images and
 * panels), html (any height) nor custom (the named dashboard widgets: trackers and screens).
 */
export const LOW_ROW_WIDGET_TYPES = ['nudge', 'icon_nudge', 'headline', 'text', 'two_content_links', 'login_streak', 'pregnancy_streak'] as const;

/** Whether a widget of this type may be placed in this area (every area but the low row takes any type). */
export function widgetFitsArea(area: WidgetAreaName, type: string | null | undefined): boolean {
  if (area !== 'low_widgets') return true;
  return (LOW_ROW_WIDGET_TYPES as readonly string[]).includes(type ?? 'common');
}

/** spec 000 §3.4 dashboard widget name of the journal: a panel (spec 001 §2 Daily Journal panel), never a card of another area. */
export const DAILY_JOURNAL_WIDGET_NAME = 'Daily Journal';

/** What a layout rule found wrong with one placed widget. */
export type LayoutProblemKind = 'placed_twice' | 'not_found' | 'journal_outside_panel' | 'does_not_fit_low_row';
export interface LayoutProblem {
  kind: LayoutProblemKind;
  area: WidgetAreaName;
  id: string;
}

/**
 * The guardrails of a page layout, one list for the server (a draft refused on publish) and the
 * layout editor (publishing blocked, the reason shown): each widget once, each one known, the Daily
 * Journal only in its panel (beside the title it became a one-letter-wide column), the low row only
 * short cards. `widgetOf` gives a placed widget's name and type, or undefined when there is none.
 */
export function layoutProblems(layout: Readonly<Record<WidgetAreaName, readonly string[]>>, widgetOf: (id: string) => { name: string; type?: string | null } | undefined): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  for (const area of WIDGET_AREAS) {
    for (const id of layout[area] ?? []) {
      if (seen.has(id)) {
        problems.push({ kind: 'placed_twice', area, id });
        continue;
      }
      seen.add(id);
      const widget = widgetOf(id);
      if (!widget) problems.push({ kind: 'not_found', area, id });
      else if (widget.name === DAILY_JOURNAL_WIDGET_NAME && area !== 'daily_journal') problems.push({ kind: 'journal_outside_panel', area, id });
      else if (!widgetFitsArea(area, widget.type)) problems.push({ kind: 'does_not_fit_low_row', area, id });
    }
  }
  return problems;
}

/** Whether members would meet no widget on the page's first screen: nothing in the main content nor the grid. */
export function firstScreenEmpty(layout: Readonly<Record<WidgetAreaName, readonly string[]>>): boolean {
  return (layout.main_content?.length ?? 0) === 0 && (layout.regular_widgets?.length ?? 0) === 0;
}
