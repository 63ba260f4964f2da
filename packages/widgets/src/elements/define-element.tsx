import { useMemo, type ComponentType, type ReactNode } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptStyles } from '../styles/adopt-styles';
import { WIDGETS_VERSION } from '../version';
import type { AttributeType, WidgetDescriptor } from '../registry/widget-descriptor';
import { withElementProvider } from './element-provider';

export type { AttributeType };
type EventName = `hd-${string}`;

export interface ElementSpec<P extends object> {
  tag: `hd-${string}`;
  component: ComponentType<P>;
  /** Props taken from attributes (kebab-case) and properties (camelCase). */
  props: Partial<Record<Extract<keyof P, string>, AttributeType>>;
  /** Callback props dispatched as bubbling, composed CustomEvents: `{ onChange: 'hd-change' }`. */
  events?: Partial<Record<Extract<keyof P, string>, EventName>>;
  /** The widget's stylesheet text, adopted into the shadow root. */
  styles: string;
  /** Wraps the rendered component, e.g. with the shared client's provider. */
  wrap?: (children: ReactNode, host: HTMLElement) => ReactNode;
}

/** What @r2wc/core puts on every element it makes (global symbols, see its source). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  container: HTMLElement | ShadowRoot;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}
interface R2wcConstructor {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);

function hostOf(container: unknown): HTMLElement | null {
  if (!(container instanceof Node)) return null;
  const root = container.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
}

/**
 * Turns a widget into `<hd-…>`: open shadow root with the widget sheet
 * adopted, `hd-*` events that bubble out of the shadow root, a removed boolean attribute read as
 * false, properties set before the definition picked up, and each tag defined once per page.
 */
export function defineElement<P extends object>(spec: ElementSpec<P>): CustomElementConstructor {
  const existing = customElements.get(spec.tag) as (CustomElementConstructor & { hdVersion?: string }) | undefined;
  if (existing) {
    if (existing.hdVersion !== WIDGETS_VERSION) {
      console.warn(
        `[healthdeck] <${spec.tag}> is already defined by ${existing.hdVersion ? `@healthdeck/widgets ${existing.hdVersion}` : 'another script'}; keeping it (this copy is ${WIDGETS_VERSION}).`,
      );
    }
    return existing;
  }

  const { component: Component, events = {}, wrap } = spec;
  const propTypes = spec.props as Record<string, AttributeType>;
  const eventEntries = Object.entries(events as Record<string, EventName>);
  const attributeTypes = new Map(Object.entries(propTypes).map(([prop, type]) => [kebab(prop), { prop, type }]));

  // biome-ignore lint/correctness/noComponentHookFactories: one ElementRoot per element definition by design (it closes over that element's component, events and wrap); defined once per tag, never per render
  function ElementRoot(props: Record<string, unknown>) {
    const { container, ...rest } = props;
    const host = hostOf(container);
    const eventProps = useMemo(
      () => Object.fromEntries(eventEntries.map(([prop, name]) => [prop, (detail: unknown) => host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))])),
      [host],
    );
    const element = <Component {...(rest as P)} {...(eventProps as Partial<P>)} />;
    return <>{wrap && host ? wrap(element, host) : element}</>;
  }

  const Base = r2wc(ElementRoot, { shadow: 'open', props: propTypes }) as unknown as R2wcConstructor;

  class HealthDeckElement extends Base {
    static readonly hdVersion = WIDGETS_VERSION;

    constructor() {
      super();
      const shadow = this.shadowRoot as ShadowRoot;
      adoptStyles(shadow, spec.styles);
      // Render into an inner element rather than the shadow root itself, so a fallback <style>
      // survives renders and the host page can style the whole widget through ::part(root).
      const root = document.createElement('div');
      root.className = 'hd-root';
      root.setAttribute('part', 'root');
      shadow.append(root);
      this.container = root;
      this[R2WC_PROPS].container = root;
    }

    connectedCallback(): void {
      // Upgrade pattern: a property set on the element before this definition ran is an own
      // property hiding our setter; take it out and set it again through the setter.
      for (const prop of Object.keys(propTypes)) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const attribute = attributeTypes.get(name);
      if (attribute && (value === null || (attribute.type === 'boolean' && value === ''))) {
        // r2wc ignores removed and empty attributes; HTML reads a removed boolean as false and a
        // present empty one as true, and a removed value attribute as "not given".
        this[R2WC_PROPS][attribute.prop] = attribute.type === 'boolean' ? value === '' : undefined;
        this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }

  customElements.define(spec.tag, HealthDeckElement);
  return HealthDeckElement;
}

/**
 * A registered widget's element: its attributes and events as its descriptor lists them, its sheet
 * adopted, rendered with the page's shared client (one description, so docs and element agree).
 */
export function defineWidgetElement<P extends object>(descriptor: WidgetDescriptor, component: ComponentType<P>, styles: string): CustomElementConstructor {
  return defineElement<P>({
    tag: descriptor.tag,
    component,
    props: Object.fromEntries(descriptor.attributes.map((attribute) => [attribute.prop, attribute.type])) as ElementSpec<P>['props'],
    events: Object.fromEntries(descriptor.events.map((event) => [event.prop, event.name])) as ElementSpec<P>['events'],
    styles,
    wrap: withElementProvider,
  });
}
