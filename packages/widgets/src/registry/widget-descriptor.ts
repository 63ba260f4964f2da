import type { ComponentType } from 'react';
import type { DashboardWidgetName, KnownFeatureFlag, Widget, WidgetType } from '@healthdeck/contract/light';

// The one description of a widget: what it is placed for on a page, its tag,
// how its code loads, and the element's public surface. Descriptors are light (no React, no
// widget code): the embed's entry carries them all and loads a widget's code on first use.

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';
type Keys<P> = Extract<keyof P, string>;

/** An attribute of the element (kebab-case of `prop`), read into the component's prop `prop`. */
export interface AttributeDoc<P> {
  prop: Keys<P>;
  type: AttributeType;
  description: string;
}
/** A callback prop dispatched by the element as a bubbling, composed CustomEvent `name`. */
export interface EventDoc<P> {
  prop: Keys<P>;
  name: `hd-${string}`;
  description: string;
}
export interface CssPropertyDoc {
  name: `--hd-${string}`;
  description: string;
}
export interface PartDoc {
  name: string;
  description: string;
}

/** What a page hands a placed widget: its configuration from the server (spec 001 §3 Widget config). */
export interface PlacedWidgetProps {
  config?: Widget;
}

/** The widget's code, loaded on first use: the React component, its stylesheet text, and its element. */
export interface WidgetModule<P> {
  Component: ComponentType<P>;
  styles: string;
  /** Defines the custom element (once per page) and returns its class. */
  define(): CustomElementConstructor;
}

export interface WidgetDescriptorInput<P> {
  /** The widget's folder under src/widgets (its package subpath export, `@healthdeck/widgets/<folder>`). */
  folder: string;
  /** spec 000 §3.4 dashboard widget names a page places this widget for. */
  names?: readonly DashboardWidgetName[];
  /** spec 000 §3.4 widget types this widget renders. */
  types?: readonly WidgetType[];
  tag: `hd-${string}`;
  /** One or two sentences for the custom-elements manifest and docs. */
  description: string;
  /** spec 001 §2: a placed widget shows only while this feature flag is on. */
  featureFlag?: KnownFeatureFlag;
  attributes?: readonly AttributeDoc<P>[];
  events?: readonly EventDoc<P>[];
  cssProperties?: readonly CssPropertyDoc[];
  parts?: readonly PartDoc[];
  load(): Promise<WidgetModule<P>>;
}

/** A registered widget: the input with its lists filled in and its props erased for placement. */
export interface WidgetDescriptor {
  folder: string;
  names: readonly DashboardWidgetName[];
  types: readonly WidgetType[];
  tag: `hd-${string}`;
  description: string;
  featureFlag?: KnownFeatureFlag;
  attributes: readonly AttributeDoc<Record<string, unknown>>[];
  events: readonly EventDoc<Record<string, unknown>>[];
  cssProperties: readonly CssPropertyDoc[];
  parts: readonly PartDoc[];
  load(): Promise<WidgetModule<PlacedWidgetProps>>;
}

/** Every element renders into one inner element the host page can style as a whole. */
const ROOT_PART: PartDoc = { name: 'root', description: "The widget's outermost element inside the shadow root." };

/**
 * Describes a widget. Typed against the component's props, so an attribute or event names a real
 * prop; the props are then erased: a page places every widget the same way (PlacedWidgetProps),
 * and each widget's props are optional, so rendering it with only `config` is sound.
 */
export function describeWidget<P extends object>(input: WidgetDescriptorInput<P>): WidgetDescriptor {
  return {
    ...input,
    names: input.names ?? [],
    types: input.types ?? [],
    attributes: input.attributes ?? [],
    events: input.events ?? [],
    cssProperties: input.cssProperties ?? [],
    parts: [ROOT_PART, ...(input.parts ?? [])],
  } as unknown as WidgetDescriptor;
}
