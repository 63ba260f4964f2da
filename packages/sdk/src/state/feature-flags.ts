// spec 001 §2 feature flags. The defaults are the contract's FEATURE_FLAG_DEFAULTS (a flag without a
// featureflag record has its default); the member's records are applied over them
// (domains/feature-flags.ts).
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

type StoredFlags = Readonly<Record<string, boolean | number | string | null | undefined>>;

/** Known flags among stored records, by name; values may come as 1/0 or 'true'/'false'. */
function parseFlags(flags: StoredFlags): Partial<Record<FeatureFlag, boolean>> {
  const parsed: Partial<Record<FeatureFlag, boolean>> = {};
  for (const [raw, value] of Object.entries(flags)) {
    const name = flagName(raw);
    if (!isFeatureFlag(name) || value === undefined || value === null) continue;
    parsed[name] = value === true || value === 1 || value === '1' || value === 'true';
  }
  return parsed;
}

/** Applies flags by name over the current ones (unknown names are ignored; returns the ones applied). */
export function setFeatureFlags(flags: StoredFlags): FeatureFlag[] {
  const parsed = parseFlags(flags);
  for (const [name, on] of Object.entries(parsed) as [FeatureFlag, boolean][]) $featureFlags.setKey(name, on);
  return Object.keys(parsed) as FeatureFlag[];
}

/**
 * The server's answer is every record there is, so a flag it does not name is back at its default
 * (an administrator deleted the record): set in one step, so nothing renders the defaults between.
 */
export function replaceFeatureFlags(flags: StoredFlags): void {
  $featureFlags.set({ ...FEATURE_FLAG_DEFAULTS, ...parseFlags(flags) });
}

export function isFeatureOn(flag: FeatureFlag): boolean {
  return $featureFlags.get()[flag];
}

export function resetFeatureFlags(): void {
  $featureFlags.set({ ...FEATURE_FLAG_DEFAULTS });
}
