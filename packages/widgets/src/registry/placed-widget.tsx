import { Component as ReactComponent, lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Widget } from '@healthdeck/contract/light';
import { $featureFlags } from '@healthdeck/sdk';
import { adoptStyles } from '../styles/adopt-styles';
import type { PlacedWidgetProps, WidgetDescriptor } from './widget-descriptor';
import { useNearViewport } from './near-viewport';
import { widgetForConfig } from './widgets';

// A page places each widget of its configuration through the registry, by
// dashboard name or widget type. The widget's code loads on first use and its sheet is adopted
// into the document; an unknown widget or one that fails renders nothing and is logged, and the
// rest of the page stays.

const components = new WeakMap<WidgetDescriptor, LazyExoticComponent<ComponentType<PlacedWidgetProps>>>();
const loads = new WeakMap<WidgetDescriptor, Promise<ComponentType<PlacedWidgetProps>>>();

/** The widget's code, loaded once (its sheet adopted into the document when it arrives). */
function loadWidget(widget: WidgetDescriptor): Promise<ComponentType<PlacedWidgetProps>> {
  let load = loads.get(widget);
  if (!load) {
    load = widget.load().then((module) => {
      adoptStyles(document, module.styles);
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

/** The widget's own code, with its loading skeleton while that arrives. */
function LoadedWidget({ widget, config }: { widget: WidgetDescriptor; config: Widget }) {
  const Placed = lazyComponent(widget);
  return (
    <Suspense fallback={<div className="hd-placed-widget__loading" role="status" aria-busy="true" aria-label={config.title ?? config.name} />}>
      <Placed config={config} />
    </Suspense>
  );
}

/**
 * A page's widget that loads (code and data) only when it comes near the screen
 * (near-viewport.ts). Until it is measured its place is busy, so a page waiting for its widgets
 * (the portal's page-settled rule) waits for the measurement too; away from the screen it keeps a
 * place of a widget's size and is not busy.
 */
function WidgetWhenNear({ widget, config }: { widget: WidgetDescriptor; config: Widget }) {
  const place = useRef<HTMLDivElement>(null);
  const placement = useNearViewport(place);
  if (placement === 'now') return <LoadedWidget widget={widget} config={config} />;
  return (
    <div
      ref={place}
      className="hd-placed-widget__loading hd-placed-widget__later"
      role="status"
      aria-busy={placement === 'pending' ? true : undefined}
      aria-label={config.title ?? config.name}
    />
  );
}

/**
 * The registered widget for a page's widget configuration, or nothing (logged) when none is.
 * `whenNear`: load it only when it comes near the screen (a page's areas); otherwise at once.
 */
export function PlacedWidget({ config, whenNear = false }: { config: Widget; whenNear?: boolean }) {
  const flags = useStore($featureFlags);
  const widget = widgetForConfig(config);
  if (!widget) {
    reportOnce(`no widget is registered for '${config.name}' (type ${config.type}); it is left out of the page`);
    return null;
  }
  if (flaggedOff(widget, flags)) return null;
  return <WidgetBoundary label={config.name}>{whenNear ? <WidgetWhenNear widget={widget} config={config} /> : <LoadedWidget widget={widget} config={config} />}</WidgetBoundary>;
}
