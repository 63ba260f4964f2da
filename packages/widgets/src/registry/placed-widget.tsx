import { Component as ReactComponent, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Widget } from '@healthdeck/contract/light';
import { $featureFlags } from '@healthdeck/sdk';
import { adoptStyles } from '../styles/adopt-styles';
import type { PlacedWidgetProps, WidgetDescriptor } from './widget-descriptor';
import { widgetForConfig } from './widgets';

// DESIGN.md data flow 1: a page places each widget of its configuration through the registry, by
// dashboard name or widget type. The widget's code loads on first use and its sheet is adopted
// into the document; an unknown widget or one that fails renders nothing and is logged, and the
// rest of the page stays.

const components = new WeakMap<WidgetDescriptor, LazyExoticComponent<ComponentType<PlacedWidgetProps>>>();
const loads = new WeakMap<WidgetDescriptor, Promise<ComponentType<PlacedWidgetProps>>>();
const loaded = new WeakSet<WidgetDescriptor>();

/** The widget's code, loaded once (its sheet adopted into the document when it arrives). */
function loadWidget(widget: WidgetDescriptor): Promise<ComponentType<PlacedWidgetProps>> {
  let load = loads.get(widget);
  if (!load) {
    load = widget.load().then((module) => {
      adoptStyles(document, module.styles);
      loaded.add(widget);
      return module.Component;
    });
    // A chunk that failed may load on a later try (the boundary reports the failure).
    load.catch(() => loads.delete(widget));
    loads.set(widget, load);
  }
  return load;
}

function lazyComponent(widget: WidgetDescriptor): LazyExoticComponent<ComponentType<PlacedWidgetProps>> {
  let component = components.get(widget);
  if (!component) {
    component = lazy(async () => ({ default: await loadWidget(widget) }));
    components.set(widget, component);
  }
  return component;
}

/** spec 001 §2: health tip, schedule, contact us … show only while their feature flag is on. */
function flaggedOff(widget: WidgetDescriptor, flags: Record<string, boolean>): boolean {
  return widget.featureFlag !== undefined && !flags[widget.featureFlag];
}

/** The registered widgets a page shows now: known ones whose feature flag (if any) is on. */
function shownWidgets(configs: readonly Widget[], flags: Record<string, boolean>): WidgetDescriptor[] {
  return configs.map(widgetForConfig).filter((widget): widget is WidgetDescriptor => widget !== undefined && !flaggedOff(widget, flags));
}

/**
 * True once the code of every widget of these configurations has arrived (or failed), false until
 * then. A page shows its areas only then, all at once: widgets whose code arrives first would
 * otherwise show and then be pushed down by one above them that arrives later. Widgets already
 * loaded (a page opened before) are ready at once. Once true it stays true: a widget shown later
 * (its feature flag turned on) loads in its own place, and the page is not taken down meanwhile.
 */
export function useWidgetsLoaded(configs: readonly Widget[]): boolean {
  const flags = useStore($featureFlags);
  const widgets = shownWidgets(configs, flags);
  const key = widgets.map((widget) => widget.tag).join(' ');
  const [settled, setSettled] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const ready = shown || widgets.every((widget) => loaded.has(widget)) || settled === key;
  if (ready && !shown) setShown(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widgets are named by key; a new array of the same widgets is no new load.
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.allSettled(widgets.map(loadWidget)).then(() => {
      if (current) setSettled(key);
    });
    return () => {
      current = false;
    };
  }, [key, ready]);
  return ready;
}

const reported = new Set<string>();
function reportOnce(message: string, error?: unknown): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`[healthdeck] ${message}`, ...(error === undefined ? [] : [error]));
}

/** Keeps one widget's failure (a chunk that did not load, a render error) inside that widget. */
class WidgetBoundary extends ReactComponent<{ label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    reportOnce(`the widget '${this.props.label}' failed`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The registered widget for a page's widget configuration, or nothing (logged) when none is. */
export function PlacedWidget({ config }: { config: Widget }) {
  const flags = useStore($featureFlags);
  const widget = widgetForConfig(config);
  if (!widget) {
    reportOnce(`no widget is registered for '${config.name}' (type ${config.type}); it is left out of the page`);
    return null;
  }
  if (flaggedOff(widget, flags)) return null;
  const Placed = lazyComponent(widget);
  return (
    <WidgetBoundary label={config.name}>
      <Suspense fallback={<div className="hd-placed-widget__loading" role="status" aria-busy="true" aria-label={config.title ?? config.name} />}>
        <Placed config={config} />
      </Suspense>
    </WidgetBoundary>
  );
}
