// The entry knows each tag and how to load it; an element's code (and the shared React-on-preact
// runtime it needs) is fetched the first time its tag appears on the page.
type Loader = () => Promise<unknown>;

export const LAZY_ELEMENTS: Record<string, Loader> = {
  'hd-hydration-tracker': () => import('../elements/hydration-tracker-element').then((m) => m.defineHydrationTracker()),
  'hd-daily-tasks': () => import('../elements/daily-tasks-element').then((m) => m.defineDailyTasks()),
  'hd-mood-tracker': () => import('../elements/mood-tracker-element').then((m) => m.defineMoodTracker()),
  'hd-symptoms': () => import('../elements/symptoms-element').then((m) => m.defineSymptoms()),
  'hd-sleep-tracker': () => import('../elements/sleep-tracker-element').then((m) => m.defineSleepTracker()),
  'hd-streak-card': () => import('../elements/streak-card-element').then((m) => m.defineStreakCard()),
  'hd-daily-journal': () => import('../elements/daily-journal-element').then((m) => m.defineDailyJournal()),
  'hd-sleep-summary': () => import('../elements/sleep-summary-element').then((m) => m.defineSleepSummary()),
  'hd-fitness': () => import('../elements/fitness-element').then((m) => m.defineFitness()),
  'hd-smart-meal-tracker': () => import('../elements/smart-meal-tracker-element').then((m) => m.defineSmartMealTracker()),
};

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
  return Object.keys(LAZY_ELEMENTS).filter(
    (tag) => !loading.has(tag) && ((root instanceof Element && root.localName === tag) || root.querySelector(tag) !== null),
  );
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
