import type { DemoRecordSource, VendorName } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface DemoDataMessages {
  badge: string;
  /** One line: which test service made the data up (`vendor` is one of `vendors`). */
  explain: (vendor: string) => string;
  /** Each vendor as the line names it. */
  vendors: Record<VendorName, string>;
  /** The one line for a record the product made up itself (the admin's simulate call, the demo seed). */
  records: Record<DemoRecordSource, string>;
}

// Ours (docs/decisions/0090-sandboxes-say-so.md).
const en: DemoDataMessages = {
  badge: 'Demo data',
  explain: (vendor) => `Made up by a test version of ${vendor}; not real health information.`,
  vendors: {
    spot: 'the Spot lab',
    namida: 'the Namida lab',
    '3d-look': '3D Look body scanning',
    fitness: 'the fitness device service',
    telehealth: 'MediOrbis telehealth',
    smartlink: 'Smartlink',
    geocoding: 'the maps service',
    'human-check': 'the human check',
    saml: 'the sign-in provider',
    'more-active': 'MoreActive',
    shop: 'the shop',
  },
  records: {
    simulated: 'Random values from the staff “simulate medical record” tool; not a real measurement.',
    seed: 'Random values made for the demo; not a real measurement.',
  },
};

export const demoDataMessages: Catalogue<DemoDataMessages> = { en, translations: lazyTranslations(() => import('./demo-data-translations')) };
