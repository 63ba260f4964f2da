import type { HealthDeck } from '@healthdeck/sdk';
import { WIDGETS } from '../registry/widgets';
import type { WidgetDescriptor } from '../registry/widget-descriptor';
import { setElementClient } from './element-client';

/** Loads a registered widget's code and defines its `hd-*` element (once per page). */
export async function defineWidget(widget: WidgetDescriptor): Promise<CustomElementConstructor> {
  const module = await widget.load();
  return module.define();
}

/**
 * Defines every registered hd-* element (React builds); all of them share `client` (default: a
 * same-origin one). Resolves once every element is defined.
 */
export async function defineElements(client?: HealthDeck | (() => HealthDeck)): Promise<void> {
  if (client) setElementClient(client);
  await Promise.all(WIDGETS.map(defineWidget));
}
