import { useQuery } from '@tanstack/react-query';
import { adminClassesKeys, type ClassRecord, searchClass } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The search takes at most 100 a page (the contract's paging); five pages are plenty to lay out pages with. */
const TAKE = 100;
const MAX_PAGES = 5;

export type WidgetRecord = ClassRecord<'widgets'>;

/** Every widget record (by name), for the page layout editor's list and preview. */
export function useAllWidgets() {
  const sdk = useHealthDeck();
  return useQuery({
    queryKey: [...adminClassesKeys.class('widgets'), 'all'],
    queryFn: async ({ signal }) => {
      const items: WidgetRecord[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await searchClass(sdk, 'widgets', { page, take: TAKE, sort: 'name', direction: 'asc' }, signal);
        items.push(...result.items);
        total = result.total_count;
        if (items.length >= total || result.items.length === 0) break;
      }
      return { items, truncated: items.length < total };
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
}
