import { DAILY_JOURNAL_WIDGET_NAME, type PageLayout } from '@healthdeck/contract/light';

// spec 001 §2 Page layouts, spec 000 §3.4 widget areas: a page's layout is the widget ids of each
// area in display order, the one record of where a widget sits on that page. These pure moves are
// what the editor's drag and drop and keyboard do.

/** The areas in the order the member's page shows them (title row, main, grid, low row, journal panel). */
export const LAYOUT_AREAS = ['lite_widgets', 'main_content', 'regular_widgets', 'low_widgets', 'daily_journal'] as const satisfies readonly (keyof PageLayout)[];
export type LayoutArea = (typeof LAYOUT_AREAS)[number];
export type Layout = Record<LayoutArea, string[]>;

export const emptyLayout = (): Layout => ({ lite_widgets: [], main_content: [], regular_widgets: [], low_widgets: [], daily_journal: [] });

/**
 * A stored layout (an object, or the JSON text the class accepts) as the editor's layout. A widget id
 * listed twice keeps its first place only: one widget is one item the admin moves.
 */
export function toLayout(raw: unknown): Layout {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const layout = emptyLayout();
  if (value === null || typeof value !== 'object') return layout;
  const seen = new Set<string>();
  for (const area of LAYOUT_AREAS) {
    const ids = (value as Record<string, unknown>)[area];
    if (!Array.isArray(ids)) continue;
    for (const id of ids) {
      if (typeof id !== 'string' || seen.has(id)) continue;
      seen.add(id);
      layout[area].push(id);
    }
  }
  return layout;
}

/** The area holding a widget, or null. */
export function areaOf(layout: Layout, id: string): LayoutArea | null {
  return LAYOUT_AREAS.find((area) => layout[area].includes(id)) ?? null;
}

/** The layout with `id` taken out of its area and put in `to` at `index` (clamped; the end when omitted). */
export function moveWidget(layout: Layout, id: string, to: LayoutArea, index?: number): Layout {
  const next = removeWidget(layout, id);
  const list = next[to];
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  next[to] = [...list.slice(0, at), id, ...list.slice(at)];
  return next;
}

/** Where one arrow key carries a picked-up widget: before or after its neighbour, or into the next area. */
export type KeyboardStep = { kind: 'item'; id: string } | { kind: 'area'; area: LayoutArea } | null;

/**
 * The editor's keyboard move, from the layout's order rather than from where things sit on the
 * screen: Down goes past the next widget of the area, and from the area's last widget to the top of
 * the next area; Up goes before the previous widget, and from the first to the end of the previous
 * area. Null at either end of the page. (An area that does not take the widget refuses it there.)
 */
export function keyboardStep(layout: Layout, id: string, direction: 'up' | 'down'): KeyboardStep {
  const area = areaOf(layout, id);
  if (!area) return null;
  const list = layout[area];
  const index = list.indexOf(id);
  const at = LAYOUT_AREAS.indexOf(area);
  if (direction === 'down') {
    if (index < list.length - 1) return { kind: 'item', id: list[index + 1]! };
    const next = LAYOUT_AREAS[at + 1];
    if (!next) return null;
    const first = layout[next][0];
    return first === undefined ? { kind: 'area', area: next } : { kind: 'item', id: first };
  }
  if (index > 0) return { kind: 'item', id: list[index - 1]! };
  const previous = LAYOUT_AREAS[at - 1];
  return previous ? { kind: 'area', area: previous } : null;
}

/** The layout without `id`. */
export function removeWidget(layout: Layout, id: string): Layout {
  const next = emptyLayout();
  for (const area of LAYOUT_AREAS) next[area] = layout[area].filter((w) => w !== id);
  return next;
}

/** Same ids in the same places. */
export function sameLayout(a: Layout, b: Layout): boolean {
  return LAYOUT_AREAS.every((area) => a[area].length === b[area].length && a[area].every((id, i) => b[area][i] === id));
}

/**
 * The guardrail applied as the admin edits: the Daily Journal may stand only in its panel (contract
 * rules/widget-areas.ts, the rule that also blocks a publish). Returns the journal's id when the
 * layout puts it elsewhere, else null; `nameOf` gives a widget id's name.
 */
export function journalOutsidePanel(layout: Layout, nameOf: (id: string) => string | undefined): string | null {
  for (const area of LAYOUT_AREAS) {
    if (area === 'daily_journal') continue;
    const found = layout[area].find((id) => nameOf(id) === DAILY_JOURNAL_WIDGET_NAME);
    if (found) return found;
  }
  return null;
}

export { firstScreenEmpty } from '@healthdeck/contract/light';
