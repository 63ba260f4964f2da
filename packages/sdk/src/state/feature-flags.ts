// spec 001 §2: feature flags calendly, healthtip, contactus, referrals, random referral, my test page
// (default on), vitals; the Daily Journal panel's side_panel and daily_journal flags default on too.
// The others default off until the organisation's featureflag records (admin class) turn them on.
import { map } from 'nanostores';

export const FEATURE_FLAG_DEFAULTS = {
  calendly: false,
  healthtip: false,
  contactus: false,
  referrals: false,
  random_referral: false,
  my_test_page: true,
  vitals: false,
  side_panel: true,
  daily_journal: true,
} as const satisfies Record<string, boolean>;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

export const $featureFlags = map<Record<FeatureFlag, boolean>>({ ...FEATURE_FLAG_DEFAULTS });

function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

/** Names as typed by admins: 'Random Referral', 'my-test-page' and 'my_test_page' are one flag. */
function flagName(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/**
 * Applies flags by name (unknown names are ignored; returns the ones applied). Values may come
 * from stored records as 1/0 or 'true'/'false'.
 */
export function setFeatureFlags(flags: Readonly<Record<string, boolean | number | string | null | undefined>>): FeatureFlag[] {
  const applied: FeatureFlag[] = [];
  for (const [raw, value] of Object.entries(flags)) {
    const name = flagName(raw);
    if (!isFeatureFlag(name) || value === undefined || value === null) continue;
    $featureFlags.setKey(name, value === true || value === 1 || value === '1' || value === 'true');
    applied.push(name);
  }
  return applied;
}

export function isFeatureOn(flag: FeatureFlag): boolean {
  return $featureFlags.get()[flag];
}

export function resetFeatureFlags(): void {
  $featureFlags.set({ ...FEATURE_FLAG_DEFAULTS });
}
