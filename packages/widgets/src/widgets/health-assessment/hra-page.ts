import { useQuery } from '@tanstack/react-query';
import { ctaPagePath, pagesMenuQuery, type HealthDeck } from '@healthdeck/sdk';

/** spec 001 §2 routes: Start now leads to the page whose path is hra-form. */
export const HRA_FORM_PATH = 'hra-form';

/**
 * The address of the member's page whose path is hra-form (/client/{slug} or
 * /client/{parentSlug}/{slug}, from the pages menu); /client/hra-form until the menu answers or
 * when it lists none.
 */
export function useHraPageHref(client: HealthDeck): string {
  const menu = useQuery(pagesMenuQuery(client));
  const page = menu.data?.pages.find((p) => p.path === HRA_FORM_PATH);
  return page ? ctaPagePath(page) : `/client/${HRA_FORM_PATH}`;
}
