// The entry knows each registered tag and how to load it (the build's list from the registry,
// scripts/embed-element-loaders.ts); an element's code, its descriptor and the shared
// React-on-preact runtime it needs are fetched the first time its tag appears on the page (the
// element's chunk imports all of them itself, so they come in one wave), and a signed-in page's
// first data of the element is asked for beside them (docs/decisions/0112-embed-preload-and-first-data.md).
import elementLoaders, { firstData } from 'virtual:healthdeck/element-loaders';
import { getElementClient } from '../elements/element-client';

type Loader = () => Promise<unknown>;

/**
 * Asks for the first data of `tag` on a signed-in page, into the shared query cache the element
 * will read. After the current task, so a partner script right after the loader can still
 * configure() the API origin; no session, no request (a signed-out element shows its sign-in state).
 */
function prefetchFirstData(tag: string): void {
  const queries = firstData[tag as keyof typeof firstData];
  if (!queries) return;
  setTimeout(() => {
    const client = getElementClient();
    if (!client.$session.get()) return;
    for (const query of queries(client)) void client.queryClient.prefetchQuery({ ...query, retry: false });
  }, 0);
}

export const LAZY_ELEMENTS: Record<string, Loader> = Object.fromEntries(
  Object.entries(elementLoaders).map(([tag, load]) => [
    tag,
    () => {
      prefetchFirstData(tag);
      return load().then((module) => module.define());
    },
  ]),
);

const loading = new Map<string, Promise<unknown>>();

/** Loads and defines `tag` once; later calls share the same promise. */
export function loadElement(tag: string): Promise<unknown> {
  const loader = LAZY_ELEMENTS[tag];
  if (!loader) return Promise.resolve(undefined);
  let pending = loading.get(tag);
  if (!pending) {
    pending = loader().catch((error: unknown) => {
      loading.delete(tag); // a failed chunk load may be retried when the tag shows up again
      throw error;
    });
    loading.set(tag, pending);
  }
  return pending;
}

function tagsIn(root: ParentNode): string[] {
  return Object.keys(LAZY_ELEMENTS).filter((tag) => !loading.has(tag) && ((root instanceof Element && root.localName === tag) || root.querySelector(tag) !== null));
}

function report(error: unknown): void {
  console.error('[healthdeck] could not load an element', error);
}

/** The open shadow roots under `root` (nested ones too), but not the hd-* elements' own. */
function openShadowRoots(root: ParentNode, found: ShadowRoot[] = []): ShadowRoot[] {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot && !LAZY_ELEMENTS[element.localName]) {
      found.push(element.shadowRoot);
      openShadowRoots(element.shadowRoot, found);
    }
  }
  return found;
}

/**
 * Calls `listener` with every shadow root attached from now on, open or closed (a closed one is
 * reachable only here): Element.prototype.attachShadow is wrapped (once: the loader runs once per
 * page, src/embed/index.ts), calling the original first, so a partner's component gets its root
 * exactly as before.
 */
function onAttachShadow(win: Window & typeof globalThis, listener: (root: ShadowRoot) => void): void {
  const proto = win.Element.prototype;
  const original = proto.attachShadow;
  proto.attachShadow = function attachShadow(this: Element, init: ShadowRootInit): ShadowRoot {
    const root = original.call(this, init);
    listener(root);
    return root;
  };
}

/**
 * Defines the elements already in `doc`, then watches for new ones: in the document and in shadow
 * roots (a partner's components may hold hd-* elements in their own shadow roots, open or closed,
 * with the tag nowhere in the document). Open shadow roots already on the page are searched once;
 * every shadow root attached later is watched as it is attached, except the hd-* elements' own
 * (what the widgets render holds no hd-* tag, and watching it would cost every render). Resolves
 * once the elements present at the start are defined.
 */
export function watchElements(doc: Document): Promise<void> {
  let watching = true;
  const options = { childList: true, subtree: true };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element) for (const tag of tagsIn(node)) loadElement(tag).catch(report);
      }
    }
    if (loading.size === Object.keys(LAZY_ELEMENTS).length) {
      observer.disconnect();
      watching = false;
    }
  });
  observer.observe(doc.documentElement, options);
  const view = doc.defaultView;
  if (view) {
    onAttachShadow(view, (root) => {
      if (watching && !LAZY_ELEMENTS[root.host.localName]) observer.observe(root, options);
    });
  }
  const roots: ParentNode[] = [doc, ...openShadowRoots(doc)];
  for (const root of roots.slice(1)) observer.observe(root as ShadowRoot, options);
  const present = new Set(roots.flatMap((root) => tagsIn(root)));
  return Promise.all(Array.from(present, (tag) => loadElement(tag))).then(() => undefined);
}
