import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedDemoGoals } from './demo-goals.js';
import { seedDemoDevices } from './demo-devices.js';
import { seedDemoClinical } from './demo-clinical.js';
import { seedDemoMilestones } from './demo-milestones.js';
import { seedDemoRewards } from './demo-rewards.js';
import { seedDemoKits } from './demo-kits.js';
import { seedDemoProgrammes } from './demo-programmes.js';
import { seedDemoAdminClasses } from './demo-admin-classes.js';
import { seedDemoContentLibrary } from './demo-content-library.js';
import { seedDemoScreenPages } from './demo-screen-pages.js';
import { seedDemoOnboarding } from './demo-onboarding.js';
import { seedDemoTypedPages } from './demo-pages-typed.js';
import { seedDemoRecoveryKey } from './demo-recovery-key.js';
import { seedDemoResultRules } from './demo-result-rules.js';
import { seedDemoTranslations } from './demo-translations.js';

/** What a demo seeder gets: the database and the demo users' ids by email (seeded before). */
export interface DemoSeedContext {
  db: Kysely<Database>;
}

/**
 * The demo content that makes every widget and admin screen show something real. Each
 * seeder is idempotent (runs on every start with SEED not 'false') and owns one feature's data;
 * add a feature's seeder as one line here.
 */
const seeders: ReadonlyArray<(context: DemoSeedContext) => Promise<void>> = [
  ({ db }) => seedDemoGoals(db),
  ({ db }) => seedDemoDevices(db),
  ({ db }) => seedDemoClinical(db),
  ({ db }) => seedDemoMilestones(db),
  ({ db }) => seedDemoRewards(db),
  ({ db }) => seedDemoKits(db),
  ({ db }) => seedDemoProgrammes(db),
  ({ db }) => seedDemoAdminClasses(db),
  ({ db }) => seedDemoContentLibrary(db),
  ({ db }) => seedDemoScreenPages(db),
  ({ db }) => seedDemoOnboarding(db),
  ({ db }) => seedDemoTypedPages(db),
  // After the programmes: the demo organisation must exist.
  ({ db }) => seedDemoRecoveryKey(db),
  // After the programmes and the lab catalogue: the organisation and the biomarker must exist.
  ({ db }) => seedDemoResultRules(db),
  // Last: the translations name the records every seeder above made.
  ({ db }) => seedDemoTranslations(db),
];

export async function seedDemoContent(context: DemoSeedContext): Promise<void> {
  for (const seed of seeders) await seed(context);
}
