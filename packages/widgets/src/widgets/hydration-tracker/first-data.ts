import { accountQuery, hydrationQuery } from '@healthdeck/sdk';
import type { FirstData } from '../../registry/first-data';

// Today's total, and the account whose water-intake setting is the goal when no goal attribute is given.
export const firstData: FirstData = (client) => [hydrationQuery(client), accountQuery(client)];
