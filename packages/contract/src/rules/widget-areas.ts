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
