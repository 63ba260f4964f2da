import { sql, type Kysely } from 'kysely';

// Where a widget sits becomes the page's alone. Until now each widget record (class_records, classkey
// widgets) also held an `area` and an `order`, and the member's page placed the widgets its layout
// listed by the widget's copy, so what members saw could differ from the page's layout (a widget on
// two pages followed whichever page was saved last, the widgets batch update moved it on every
// page). Each page's layout is rewritten to what its members were shown: the widgets it lists, in
// the area the widget named, in the widget's order (ties in the layout's order); ids of widgets
// deleted since stay where the layout had them. Every layout gains spec 001 §2's low row
// (low_widgets, empty). Then the widgets' area and order are removed.

/** The areas as the render before this migration walked them (the widget's area decided the rest). */
const OLD_AREAS = ['regular_widgets', 'main_content', 'lite_widgets', 'daily_journal'] as const;
type OldArea = (typeof OLD_AREAS)[number];
/** The layout's areas in the order PageLayout declares them. */
const AREAS = ['lite_widgets', 'main_content', 'regular_widgets', 'daily_journal', 'low_widgets'] as const;
type Area = (typeof AREAS)[number];

type Json = Record<string, unknown>;
interface Row {
  id: string;
  data: Json;
}

/** A stored layout (an object, or JSON text written before the class parsed it) as lists of ids. */
function layoutOf(raw: unknown): Record<string, string[]> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const layout: Record<string, string[]> = {};
  const source = value !== null && typeof value === 'object' ? (value as Json) : {};
  for (const area of AREAS) {
    const ids = source[area];
    layout[area] = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  }
  return layout;
}

const isOldArea = (value: unknown): value is OldArea => typeof value === 'string' && (OLD_AREAS as readonly string[]).includes(value);
const orderOf = (data: Json | undefined) => (typeof data?.order === 'number' ? data.order : 0);

async function rows(db: Kysely<unknown>, classkey: string): Promise<Row[]> {
  const result = await sql<Row>`select id, data from class_records where classkey = ${classkey} order by created_at, id`.execute(db);
  return result.rows;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const widgets = new Map((await rows(db, 'widgets')).map((row) => [row.id, row.data]));
  for (const page of await rows(db, 'pages')) {
    const stored = layoutOf(page.data.layout);
    const placed: Record<Area, { id: string; order: number; at: number }[]> = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
    const seen = new Set<string>();
    let at = 0;
    for (const area of OLD_AREAS) {
      for (const id of stored[area]) {
        if (seen.has(id)) continue;
        seen.add(id);
        const widget = widgets.get(id);
        // A deleted widget showed nowhere; its id keeps the layout's place.
        const shownIn: Area = widget ? (isOldArea(widget.area) ? widget.area : 'regular_widgets') : area;
        placed[shownIn].push({ id, order: widget ? orderOf(widget) : Number.MAX_SAFE_INTEGER, at: at++ });
      }
    }
    const layout: Record<Area, string[]> = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
    for (const area of AREAS) layout[area] = placed[area].sort((a, b) => a.order - b.order || a.at - b.at).map((item) => item.id);
    const data = { ...page.data, layout };
    await sql`update class_records set data = ${JSON.stringify(data)}::jsonb, updated_at = now() where id = ${page.id}`.execute(db);
  }
  await sql`update class_records set data = data - 'area' - 'order', updated_at = now() where classkey = 'widgets' and (data ? 'area' or data ? 'order')`.execute(db);
}

/**
 * Back to the widget's own placement: each widget takes its area and position from the first page
 * (oldest first) whose layout lists it, else regular_widgets at 0; the low row, which the older
 * code does not know, joins the end of the regular widgets.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const placement = new Map<string, { area: OldArea; order: number }>();
  for (const page of await rows(db, 'pages')) {
    const stored = layoutOf(page.data.layout);
    const layout: Record<OldArea, string[]> = {
      lite_widgets: stored.lite_widgets,
      main_content: stored.main_content,
      regular_widgets: [...stored.regular_widgets, ...stored.low_widgets],
      daily_journal: stored.daily_journal,
    };
    for (const area of OLD_AREAS) for (const [order, id] of layout[area].entries()) if (!placement.has(id)) placement.set(id, { area, order });
    await sql`update class_records set data = ${JSON.stringify({ ...page.data, layout })}::jsonb, updated_at = now() where id = ${page.id}`.execute(db);
  }
  for (const [id, data] of (await rows(db, 'widgets')).map((row) => [row.id, row.data] as const)) {
    const { area, order } = placement.get(id) ?? { area: 'regular_widgets', order: 0 };
    await sql`update class_records set data = ${JSON.stringify({ ...data, area, order })}::jsonb, updated_at = now() where id = ${id}`.execute(db);
  }
}
