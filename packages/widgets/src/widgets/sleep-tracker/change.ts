// Loaded when the member first presses − or + (or points at or focuses them): the sleep mutations
// and the code that runs them.
import { type HealthDeck, sleepMutations } from '@healthdeck/sdk';
import { stepChange } from '../../hooks/step-change';

export const sleepChange = (client: HealthDeck) => stepChange(sleepMutations(client), client.queryClient);
