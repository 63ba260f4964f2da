// Shared by the element tests (web-test-runner.config.mjs): the page loads the real embed build
// (/embed/healthdeck.js, preact), API calls go to @healthdeck/sdk/testing's fake server, and the
// elements under test come from the registry, so a new widget is tested the day it is registered.
import { routes, type RouteName } from '@healthdeck/contract';
import { createFakeServer, tokensFixture, type FakeHandlers, type FakeServer } from '@healthdeck/sdk/testing';
import type { HealthDeckEmbed } from '../../src/embed/embed-api';
import type { AttributeType, WidgetDescriptor } from '../../src/registry/widget-descriptor';

// The registry's descriptors (light: no widget code). Imported by URL so that type-checking these
// tests does not follow each descriptor's `load: () => import('./element')` into every widget's code
// (the widgets project checks that); the browser gets the same module either way.
const registryUrl = '/packages/widgets/src/registry/widgets.ts';
/** Every registered widget, from the one list in src/registry/registry.ts. */
export const WIDGETS: readonly WidgetDescriptor[] = ((await import(/* @vite-ignore */ registryUrl)) as { WIDGETS: readonly WidgetDescriptor[] }).WIDGETS;
export type { WidgetDescriptor };

declare global {
  interface Window {
    /** The page's CSP violations so far (web-test-runner.config.mjs testRunnerHtml). */
    __hdCspViolations: string[];
    /** What the loader (src/embed/index.ts) puts on the page; declared here so the type check of these tests stays out of the loader's imports. */
    HealthDeck?: HealthDeckEmbed;
  }
}

// Every element test fails on a CSP violation of its page (no inline handler, no style attribute:
// what a strict partner page forbids).
afterEach(() => {
  const violations = window.__hdCspViolations.splice(0);
  if (violations.length > 0) throw new Error(`Content-Security-Policy violated: ${violations.join('; ')}`);
});

/** The attribute name of a prop (the element's rule: kebab-case). */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/**
 * Sends the page's API calls (paths under /api/) to `handlers` on the fake server; everything else
 * (the embed's chunks, the runner's own traffic) goes out as usual. Must run before the embed's
 * client is created (it binds `fetch` then), so before loadEmbed(). Starts signed out.
 */
export function installFakeServer<H extends FakeHandlers>(handlers: H): FakeServer<Extract<keyof H, RouteName>> {
  // Every test file is its own page on the runner's one origin: no session left by another file.
  localStorage.clear();
  sessionStorage.clear();
  const fake = createFakeServer(handlers);
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    return url.pathname.startsWith('/api/') ? fake.fetch(input, init) : realFetch(input, init);
  };
  return fake;
}

/** A handler for every route of the contract that never answers: each call stays in flight. */
export function holdEveryRoute(): FakeHandlers {
  const never = () => new Promise<never>(() => {});
  return Object.fromEntries((Object.keys(routes) as RouteName[]).map((name) => [name, never])) as FakeHandlers;
}

/** Loads the embed script (the loader) once per page and waits for it. */
export async function loadEmbed(src = '/embed/healthdeck.js'): Promise<NonNullable<Window['HealthDeck']>> {
  await import(/* @vite-ignore */ src);
  const api = window.HealthDeck;
  if (!api) throw new Error(`${src} did not set window.HealthDeck`);
  await api.ready;
  return api;
}

/** Signs the page's one client in with the fixture tokens (the fake must answer `account`). */
export async function signIn(): Promise<void> {
  await window.HealthDeck?.useTokens(tokensFixture());
}

/** Polls `probe` until it returns a value that is not null/undefined/false (or throws after `timeout`). */
export async function waitFor<T>(probe: () => T | null | undefined | false, what: string, timeout = 8000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Places `<tag>` with `attributes` in `parent` (default body) and waits until its code has loaded. */
export async function mount(tag: string, attributes: Record<string, string> = {}, parent: ParentNode = document.body): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  await customElements.whenDefined(tag);
  return element;
}

/** The element's shadow root container (part="root"), where the widget renders. */
export function rootPart(element: HTMLElement): HTMLElement {
  const root = element.shadowRoot?.querySelector<HTMLElement>('[part~="root"]');
  if (!root) throw new Error(`<${element.localName}> has no [part~="root"] in an open shadow root`);
  return root;
}

// preact's vnode fields (stable, mangled names its devtools also read): __k children, props.
interface VNode {
  type: unknown;
  props: Record<string, unknown>;
  __k?: (VNode | null)[] | null;
}

function* walk(vnode: VNode | null | undefined): Generator<VNode> {
  if (!vnode) return;
  yield vnode;
  for (const child of vnode.__k ?? []) yield* walk(child);
}

/**
 * The props the widget's component was last rendered with inside `element`: the element renders
 * `<HealthDeckProvider client={the page's client}>{<Component …/>}</HealthDeckProvider>`, so they are
 * the props of the provider's child. Null until the element has rendered.
 */
export function componentProps(element: HTMLElement): Record<string, unknown> | null {
  const client = window.HealthDeck?.client;
  const top = (rootPart(element) as unknown as { __k?: VNode }).__k;
  for (const vnode of walk(top)) {
    const child = vnode.props?.children as VNode | undefined;
    if (vnode.props?.client === client && typeof vnode.type === 'function' && child && typeof child === 'object' && 'props' in child) return child.props;
  }
  return null;
}

/** For each attribute type: a value as an attribute, the value the widget must get, and a second one set as a property. */
export const SAMPLES: Record<AttributeType, { attribute: string; value: unknown; property: unknown; reflected: string | null }> = {
  string: { attribute: 'element-test', value: 'element-test', property: 'element-test-2', reflected: 'element-test-2' },
  number: { attribute: '42', value: 42, property: 7, reflected: '7' },
  boolean: { attribute: '', value: true, property: false, reflected: 'false' },
  json: {
    attribute: JSON.stringify({ type: 'text', name: 'Element test', title: 'Element test title' }),
    value: { type: 'text', name: 'Element test', title: 'Element test title' },
    property: { type: 'text', name: 'Element test 2', title: 'Element test title 2' },
    reflected: JSON.stringify({ type: 'text', name: 'Element test 2', title: 'Element test title 2' }),
  },
};
