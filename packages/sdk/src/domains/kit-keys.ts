// The kits' query keys (spec 000 §7.5), apart from the kits domain: the orders domain invalidates
// the member's kits after an order without carrying the kit calls.
import type { ProviderCode } from '@healthdeck/contract/light';
import type { QueryClient } from '@tanstack/query-core';

export const KITS_KEY = ['kits'] as const;
export const KITS_LIST_KEY = ['kits', 'list'] as const;
export const KITS_LAST_KEY = ['kits', 'last'] as const;
export const KITS_NEW_KEY = ['kits', 'new'] as const;
export const kitKey = (id: string) => ['kits', 'one', id] as const;
export const providerKitKey = (providerCode: ProviderCode) => ['kits', 'provider', providerCode] as const;
export const kitInfoKey = (kitId: string) => ['kits', 'info', kitId.toUpperCase()] as const;
export const kitAvailabilityKey = (kitId: string) => ['kits', 'is-available', kitId.toUpperCase()] as const;
export const spotSamplesInfoKey = (kitId: string) => ['kits', 'samples-info', kitId.toUpperCase()] as const;
/** The product catalogue changes with no member action: outside ['kits'] so kit writes leave it cached. */
export const vendorKitsKey = (providerCode?: ProviderCode) => ['vendor-kits', providerCode ?? 'all'] as const;

/** A member's kit write changes every member kit read (list, one, last, new, provider, info). */
export const kitsChanged = (queryClient: Pick<QueryClient, 'invalidateQueries'>) => queryClient.invalidateQueries({ queryKey: KITS_KEY });
