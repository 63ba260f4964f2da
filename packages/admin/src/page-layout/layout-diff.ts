import { LAYOUT_AREAS, type Layout, type LayoutArea } from './layout-state.js';

// What changed between two versions of a page's layout, as the history says it in words: widgets
// added to an area, removed from one, moved between areas, and areas whose order changed.

export type LayoutChange =
  | { kind: 'added'; id: string; area: LayoutArea }
  | { kind: 'removed'; id: string; area: LayoutArea }
  | { kind: 'moved'; id: string; from: LayoutArea; to: LayoutArea }
  | { kind: 'reordered'; area: LayoutArea };

function areasById(layout: Layout): Map<string, LayoutArea> {
  const found = new Map<string, LayoutArea>();
  for (const area of LAYOUT_AREAS) for (const id of layout[area]) if (!found.has(id)) found.set(id, area);
  return found;
}

/** The changes from `before` to `after`, area by area in the page's order (additions, moves, removals, then reorders). */
export function layoutChanges(before: Layout, after: Layout): LayoutChange[] {
  const was = areasById(before);
  const is = areasById(after);
  const changes: LayoutChange[] = [];
  for (const area of LAYOUT_AREAS) {
    for (const id of after[area]) {
      const from = was.get(id);
      if (!from) changes.push({ kind: 'added', id, area });
      else if (from !== area) changes.push({ kind: 'moved', id, from, to: area });
    }
  }
  for (const area of LAYOUT_AREAS) for (const id of before[area]) if (!is.has(id)) changes.push({ kind: 'removed', id, area });
  for (const area of LAYOUT_AREAS) {
    // The widgets that stayed in this area, in the order before and after: another order is a reorder.
    const stayedBefore = before[area].filter((id) => is.get(id) === area);
    const stayedAfter = after[area].filter((id) => was.get(id) === area);
    if (stayedBefore.some((id, i) => stayedAfter[i] !== id)) changes.push({ kind: 'reordered', area });
  }
  return changes;
}
