// Loaded on the detail card's Confirm (hover, focus or click): the member's kit writes (sdk
// kit-register.ts) and their route rows, which the card's first view does not need.
import { createKitRegisterApi, type HealthDeck } from '@healthdeck/sdk';

/** spec 000 §7.5 confirm (kit_id); the member's kit reads are read again. */
export const confirmKit = (client: HealthDeck, kitId: string) => createKitRegisterApi(client).confirm(kitId);
