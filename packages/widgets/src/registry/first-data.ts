import type { QueryClient } from '@tanstack/react-query';
import type { HealthDeck } from '@healthdeck/sdk';

/**
 * The queries a widget reads on its first render, as the sdk's query options. A widget folder's
 * `first-data.ts` exports one as `firstData`; the embed's loader asks for them as soon as it sees
 * the tag on a signed-in page, while the element's code is still on its way, and the widget's
 * `useQuery` then finds its answer in the cache or in flight (docs/decisions/0112-embed-preload-and-first-data.md).
 */
export type FirstData = (client: HealthDeck) => ReadonlyArray<Parameters<QueryClient['prefetchQuery']>[0]>;
