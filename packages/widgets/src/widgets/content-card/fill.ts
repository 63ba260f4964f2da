import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { fillTemplate, accountQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/**
 * spec 001 §3 Template placeholders: a function filling {{path}} in a card's texts from the
 * signed-in member's account (the sdk's fillTemplate). Signed out, or until the account has loaded,
 * the placeholders stay as written.
 */
export function useFill(): (text: string | undefined) => string | undefined {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const account = useQuery({ ...accountQuery(client), enabled: session !== null });
  const data = session ? account.data : undefined;
  return (text) => (text === undefined ? undefined : fillTemplate(text, data));
}
