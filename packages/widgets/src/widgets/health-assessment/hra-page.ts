import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createPagesApi, ctaPagePath, pagesQueries, type HealthDeck } from '@healthdeck/sdk';

/** spec 001 §2 routes: Start now leads to the page whose path is hra-form. */
export const HRA_FORM_PATH = 'hra-form';

/**
 * The address of the member's page whose path is hra-form (/client/{slug} or
 * /client/{parentSlug}/{slug}, from the pages menu); /client/hra-form until the menu answers or
 * when it lists none.
 */
export function useHraPageHref(client: HealthDeck): string {
  const queries = useMemo(() => pagesQueries(createPagesApi(client)), [client]);
  const menu = useQuery(queries.menu());
  const page = menu.data?.pages.find((p) => p.path === HRA_FORM_PATH);
  return page ? ctaPagePath(page) : `/client/${HRA_FORM_PATH}`;
}
