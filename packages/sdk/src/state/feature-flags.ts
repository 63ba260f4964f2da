// spec 001 §2: feature flags calendly, healthtip, contactus, referrals, random referral, my test page
// (default on), vitals; the Daily Journal panel's side_panel and daily_journal flags default on too.
// The defaults are the contract's FEATURE_FLAG_DEFAULTS (the server answers them for flags without
// a featureflag record); the member's records are applied over them (domains/feature-flags.ts).
import { map } from 'nanostores';
import { FEATURE_FLAG_DEFAULTS, type KnownFeatureFlag } from '@healthdeck/contract/light';

export { FEATURE_FLAG_DEFAULTS };
export type FeatureFlag = KnownFeatureFlag;

export const $featureFlags = map<Record<FeatureFlag, boolean>>({ ...FEATURE_FLAG_DEFAULTS });

function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

/** Names as typed by admins: 'Random Referral', 'my-test-page' and 'my_test_page' are one flag. */
function flagName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
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
