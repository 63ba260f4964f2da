// The entry knows each registered tag and how to load it (the build's list from the registry,
// scripts/embed-element-loaders.ts); an element's code, its descriptor and the shared
// React-on-preact runtime it needs are fetched the first time its tag appears on the page.
import elementLoaders from 'virtual:healthdeck/element-loaders';

type Loader = () => Promise<unknown>;

export const LAZY_ELEMENTS: Record<string, Loader> = Object.fromEntries(Object.entries(elementLoaders).map(([tag, load]) => [tag, () => load().then((module) => module.define())]));

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

/**
 * Defines the elements already in `doc`, then watches for new ones. Resolves once the elements
 * present at the start are defined.
 */
export function watchElements(doc: Document): Promise<void> {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element) for (const tag of tagsIn(node)) loadElement(tag).catch(report);
      }
    }
    if (loading.size === Object.keys(LAZY_ELEMENTS).length) observer.disconnect();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return Promise.all(tagsIn(doc).map((tag) => loadElement(tag))).then(() => undefined);
}
