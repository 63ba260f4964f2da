import type { DashboardWidgetName, WidgetType } from '@healthdeck/contract/light';
import * as registry from './registry';
import type { WidgetDescriptor } from './widget-descriptor';

/** Every registered widget, from the one list in registry.ts. */
export const WIDGETS: readonly WidgetDescriptor[] = Object.values(registry);

const byName = new Map<string, WidgetDescriptor>(WIDGETS.flatMap((widget) => widget.names.map((name) => [name, widget] as const)));
const byType = new Map<string, WidgetDescriptor>(WIDGETS.flatMap((widget) => widget.types.map((type) => [type, widget] as const)));
const byTag = new Map<string, WidgetDescriptor>(WIDGETS.map((widget) => [widget.tag, widget]));

/** The widget placed for a dashboard widget name (spec 000 §3.4), if one is registered. */
export function widgetForName(name: DashboardWidgetName | string): WidgetDescriptor | undefined {
  return byName.get(name);
}

/** The widget that renders a widget type (spec 000 §3.4), if one is registered. */
export function widgetForType(type: WidgetType | string): WidgetDescriptor | undefined {
  return byType.get(type);
}

/** The widget behind an `hd-*` tag. */
export function widgetForTag(tag: string): WidgetDescriptor | undefined {
  return byTag.get(tag);
}

/**
 * The widget a page's widget configuration places (spec 001 §2, §3 Widget config): by its
 * dashboard name first (the named widgets are configured as type custom), else by its type.
 */
export function widgetForConfig(config: { name: string; type: WidgetType | string }): WidgetDescriptor | undefined {
  return widgetForName(config.name) ?? widgetForType(config.type);
}
