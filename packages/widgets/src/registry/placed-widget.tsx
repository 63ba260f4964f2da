import { Component as ReactComponent, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

function lazyComponent(widget: WidgetDescriptor): LazyExoticComponent<ComponentType<PlacedWidgetProps>> {
  let component = components.get(widget);
  if (!component) {
    component = lazy(async () => {
      const module = await widget.load();
      adoptStyles(document, module.styles);
      return { default: module.Component };
    });
    components.set(widget, component);
  }
  return component;
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
  // spec 001 §2: health tip, schedule, contact us … show only while their feature flag is on.
  if (widget.featureFlag && !flags[widget.featureFlag]) return null;
  const Placed = lazyComponent(widget);
  return (
    <WidgetBoundary label={config.name}>
      <Suspense fallback={<div className="hd-placed-widget__loading" role="status" aria-busy="true" aria-label={config.title ?? config.name} />}>
        <Placed config={config} />
      </Suspense>
    </WidgetBoundary>
  );
}
