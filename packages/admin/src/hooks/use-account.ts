import { useQuery } from '@tanstack/react-query';
import { useHealthDeck } from '@healthdeck/widgets';
import { accountQuery } from '@healthdeck/sdk';

/** The signed-in account from the shared cache (same query key as the portal's). */
export function useAccount() {
  const sdk = useHealthDeck();
  return useQuery(accountQuery(sdk));
}
