// Loaded when the member first presses − or + (or points at or focuses them): the hydration
// mutations and the code that runs them.
import { type HealthDeck, hydrationMutations } from '@healthdeck/sdk';
import { stepChange } from '../../hooks/step-change';

export const hydrationChange = (client: HealthDeck) => stepChange(hydrationMutations(client), client.queryClient);
