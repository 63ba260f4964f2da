import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef } from 'react';
import { LOW_ROW_WIDGET_TYPES, widgetFitsArea } from '@healthdeck/contract/light';
import { Button, useMessages } from '@healthdeck/widgets';
import type { WidgetRecord } from '../hooks/use-all-widgets.js';
import { areaOf, keyboardStep, LAYOUT_AREAS, moveWidget, removeWidget, type Layout, type LayoutArea } from './layout-state.js';
import { layoutMessages } from './messages.js';

// spec 001 §2 Page layouts: the admin places widgets in a page's areas and orders them. Drag and
// drop and the keyboard both come from dnd-kit (pointer and keyboard sensors, screen reader
// instructions and live announcements); each area is a sortable list, and a widget moves between
// areas by dragging it over another area. With the keyboard, the arrows carry it along the
// layout's order (layout-state.ts keyboardStep: past the end of one list into the next area) and
// the widget is over exactly the place the key chose, rather than over whatever dnd-kit measured
// nearest on a scrolling screen. A widget whose type the low row does not take is not moved there
// (contract rules/widget-areas.ts, the rule the server applies on
// save); the announcement says so.

const AREA_PREFIX = 'area:';
const areaDropId = (area: LayoutArea) => `${AREA_PREFIX}${area}`;

export interface LayoutEditorProps {
  layout: Layout;
  onChange: (layout: Layout) => void;
  widgets: ReadonlyMap<string, WidgetRecord>;
}

/** Where an id (a widget or an area's drop zone) sits: its area and index (an area's end for the zone). */
function placeOf(layout: Layout, id: UniqueIdentifier): { area: LayoutArea; index: number } | null {
  const key = String(id);
  if (key.startsWith(AREA_PREFIX)) {
    const area = key.slice(AREA_PREFIX.length) as LayoutArea;
    return LAYOUT_AREAS.includes(area) ? { area, index: layout[area].length } : null;
  }
  const area = areaOf(layout, key);
  return area ? { area, index: layout[area].indexOf(key) } : null;
}

export function LayoutEditor({ layout, onChange, widgets }: LayoutEditorProps) {
  const M = useMessages(layoutMessages);
  const instructionsId = useId();
  // The layout when the drag began, to put back on Escape.
  const before = useRef<Layout | null>(null);
  // The latest layout during a drag (onDragOver may move the widget between areas several times).
  const current = useRef(layout);
  current.current = layout;

  // Where the last arrow key carried the widget (a widget or an area's drop zone); null for a pointer drag.
  const keyboardTarget = useRef<UniqueIdentifier | null>(null);
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const direction = event.code === 'ArrowDown' ? 'down' : event.code === 'ArrowUp' ? 'up' : null;
    if (!direction || !context.active) return undefined;
    event.preventDefault();
    const step = keyboardStep(current.current, String(context.active.id), direction);
    if (!step) return undefined;
    const target = step.kind === 'item' ? step.id : areaDropId(step.area);
    keyboardTarget.current = target;
    const rect = context.droppableRects.get(target);
    // The widget is drawn over its new place; the coordinates must change for dnd-kit to look again.
    return rect ? { x: rect.left, y: rect.top } : { x: currentCoordinates.x, y: currentCoordinates.y + 1 };
  };
  const collisionDetection: CollisionDetection = (args) => {
    const target = keyboardTarget.current;
    return target !== null && args.droppableRects.has(target) ? [{ id: target }] : closestCorners(args);
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }));

  const nameOf = (id: UniqueIdentifier) => widgets.get(String(id))?.data.name ?? M.unknownWidget(String(id));
  /** The area the widget would move to when dragged over `overId`, or null when that area does not take it. */
  const fitsOver = (id: UniqueIdentifier, overId: UniqueIdentifier) => {
    const to = placeOf(current.current, overId);
    return !to || widgetFitsArea(to.area, widgets.get(String(id))?.data.type);
  };
  const refused = (id: UniqueIdentifier, overId: UniqueIdentifier) => {
    const to = placeOf(current.current, overId);
    return to ? M.announcements.refused(nameOf(id), M.areas[to.area]) : undefined;
  };
  const describe = (id: UniqueIdentifier, overId: UniqueIdentifier | undefined, say: (name: string, area: string, position: number, count: number) => string) => {
    const place = placeOf(current.current, overId ?? id) ?? placeOf(current.current, id);
    if (!place) return undefined;
    const count = current.current[place.area].length;
    return say(nameOf(id), M.areas[place.area], Math.min(place.index + 1, Math.max(count, 1)), Math.max(count, 1));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => describe(active.id, undefined, M.announcements.start),
    onDragOver: ({ active, over }) => (!over ? undefined : fitsOver(active.id, over.id) ? describe(active.id, over.id, M.announcements.over) : refused(active.id, over.id)),
    onDragEnd: ({ active, over }) =>
      !over ? M.announcements.cancel(nameOf(active.id)) : fitsOver(active.id, over.id) ? describe(active.id, over.id, M.announcements.end) : refused(active.id, over.id),
    onDragCancel: ({ active }) => M.announcements.cancel(nameOf(active.id)),
  };

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const from = placeOf(current.current, active.id);
    const to = placeOf(current.current, over.id);
    if (!from || !to || from.area === to.area || !fitsOver(active.id, over.id)) return;
    const next = moveWidget(current.current, String(active.id), to.area, to.index);
    current.current = next;
    onChange(next);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    before.current = null;
    keyboardTarget.current = null;
    if (!over) return;
    const from = placeOf(current.current, active.id);
    const to = placeOf(current.current, over.id);
    if (!from || !to || !fitsOver(active.id, over.id)) return;
    if (from.area === to.area && from.index === to.index) return;
    const next = moveWidget(current.current, String(active.id), to.area, to.index);
    current.current = next;
    onChange(next);
  }

  return (
    <div className="hd-layout-editor">
      <p id={instructionsId} className="hd-form-note">
        {M.instructions}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: M.instructions } }}
        onDragStart={() => {
          before.current = current.current;
          keyboardTarget.current = null;
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          if (before.current) onChange(before.current);
          before.current = null;
          keyboardTarget.current = null;
        }}
      >
        {LAYOUT_AREAS.map((area) => (
          <LayoutAreaList key={area} area={area} ids={layout[area]} nameOf={nameOf} widgets={widgets} onRemove={(id) => onChange(removeWidget(layout, id))} />
        ))}
      </DndContext>
    </div>
  );
}

function LayoutAreaList({
  area,
  ids,
  nameOf,
  widgets,
  onRemove,
}: {
  area: LayoutArea;
  ids: string[];
  nameOf: (id: UniqueIdentifier) => string;
  widgets: ReadonlyMap<string, WidgetRecord>;
  onRemove: (id: string) => void;
}) {
  const M = useMessages(layoutMessages);
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: areaDropId(area), data: { area } });
  return (
    <section className="hd-layout-area" aria-labelledby={headingId} data-layout-area={area}>
      <h2 id={headingId} className="hd-layout-area__title">
        {M.areas[area]} <span className="hd-layout-area__count">({ids.length})</span>
      </h2>
      {area === 'low_widgets' ? <p className="hd-layout-area__note">{M.lowRowTypes(LOW_ROW_WIDGET_TYPES.join(', '))}</p> : null}
      <SortableContext id={area} items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} className={`hd-layout-area__list${isOver ? ' hd-layout-area__list--over' : ''}`}>
          {ids.map((id) => (
            <LayoutItem key={id} id={id} area={area} name={nameOf(id)} widget={widgets.get(id)} onRemove={() => onRemove(id)} />
          ))}
          {ids.length === 0 ? <li className="hd-layout-area__empty">{M.emptyArea}</li> : null}
        </ol>
      </SortableContext>
    </section>
  );
}

function LayoutItem({ id, area, name, widget, onRemove }: { id: string; area: LayoutArea; name: string; widget: WidgetRecord | undefined; onRemove: () => void }) {
  const M = useMessages(layoutMessages);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { area } });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`hd-layout-item${isDragging ? ' hd-layout-item--dragging' : ''}`} data-layout-item={id}>
      <button type="button" ref={setActivatorNodeRef} className="hd-layout-item__handle" {...attributes} {...listeners} aria-label={M.handle(name)}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="hd-layout-item__name">
        {name}
        {widget ? <span className="hd-layout-item__meta">{` · ${widget.data.type} · ${widget.data.width}`}</span> : null}
      </span>
      <Button type="button" variant="plain" color="red" onClick={onRemove} aria-label={M.remove(name)}>
        {M.removeText}
      </Button>
    </li>
  );
}
