import { WIDGET_AREAS, type PageLayout, type Widget, type WidgetArea, type WidgetClass } from '@healthdeck/contract';
import type { ClassRecord } from '../../admin-classes/class-store.js';

// What a member sees of a layout (spec 001 §2 page layouts; spec 000 §3.3 programme links): the
// widgets in the layout's areas and order, keeping those linked to no programme (shown to all) or to
// one of the member's. One rule for the member's page and for the admin's preview of a draft as a
// member of a chosen programme, so the preview shows what members would get.

/** Whether a page limited to `pagePrograms` (none: everyone) opens for a member of `memberPrograms`. */
export function pageOpensFor(pagePrograms: readonly string[], memberPrograms: ReadonlySet<string>): boolean {
  return pagePrograms.length === 0 || pagePrograms.some((id) => memberPrograms.has(id));
}

export interface MemberView {
  areas: Record<WidgetArea, Widget[]>;
  /** The placed widgets this member does not see: linked only to other programmes. */
  hidden: { id: string; area: WidgetArea }[];
}

/**
 * The layout's widgets by area for a member of `memberPrograms`; `programsOf` gives each widget's
 * programme links. A widget deleted since the layout was written shows nowhere.
 */
export function memberView(
  layout: Partial<PageLayout> | undefined,
  widgets: ReadonlyMap<string, ClassRecord<WidgetClass>>,
  programsOf: ReadonlyMap<string, string[]>,
  memberPrograms: ReadonlySet<string>,
): MemberView {
  const areas: Record<WidgetArea, Widget[]> = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
  const hidden: MemberView['hidden'] = [];
  for (const area of WIDGET_AREAS) {
    for (const id of layout?.[area] ?? []) {
      const widget = widgets.get(id);
      if (!widget) continue;
      const widgetPrograms = programsOf.get(id) ?? [];
      if (widgetPrograms.length > 0 && !widgetPrograms.some((programId) => memberPrograms.has(programId))) {
        hidden.push({ id, area });
        continue;
      }
      areas[area].push({ ...widget.data, id: widget.id });
    }
  }
  return { areas, hidden };
}

/** Every widget id a layout places, area by area. */
export const placedIds = (layout: Partial<PageLayout> | undefined): string[] => WIDGET_AREAS.flatMap((area) => layout?.[area] ?? []);
