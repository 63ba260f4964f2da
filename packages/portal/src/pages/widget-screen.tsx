import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { adoptStyles, useMessages, widgetForTag } from '@healthdeck/widgets';
import { pageMessages } from './page-messages.js';

// A portal screen that is a registered widget (testing center, kit results, the screens a page's
// path names): its code and sheet load on first use, as placed widgets do, so the portal's first
// load carries none of them.

const screens = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

function widgetComponent(tag: `hd-${string}`): LazyExoticComponent<ComponentType<Record<string, unknown>>> {
  let component = screens.get(tag);
  if (!component) {
    component = lazy(async () => {
      const widget = widgetForTag(tag);
      if (!widget) throw new Error(`${tag} is not registered`);
      const module = await widget.load();
      adoptStyles(document, module.styles);
      // The descriptor erases a widget's props (PlacedWidgetProps); a screen hands the widget its own.
      return { default: module.Component as ComponentType<Record<string, unknown>> };
    });
    screens.set(tag, component);
  }
  return component;
}

/** The registered widget `tag` with `props`, a busy status labelled `loadingLabel` (or 'Loading') while its code loads. */
export function WidgetScreen({ tag, loadingLabel, props = {} }: { tag: `hd-${string}`; loadingLabel?: string; props?: Record<string, unknown> }) {
  const t = useMessages(pageMessages);
  const Widget = widgetComponent(tag);
  return (
    <Suspense fallback={<p role="status" aria-busy="true" aria-label={loadingLabel ?? t.loadingWidget} />}>
      <Widget {...props} />
    </Suspense>
  );
}
