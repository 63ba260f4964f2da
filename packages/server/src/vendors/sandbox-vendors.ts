// Which outside services this server runs on a sandbox, by the names ALLOW_SANDBOX_VENDORS uses
// (contract VENDOR_NAMES). A sandbox makes up what it answers (kit statuses and results, body scans,
// device data, appointments, lab-site places, sign-in checks, order shipping), so production refuses to start while
// one is enabled unless it is allowed by name (production-config.ts), and every record or answer a
// sandbox made names it in its `sandbox` field (docs/decisions/0090-sandboxes-say-so.md).
import { VENDOR_NAMES, type VendorName } from '@healthdeck/contract';

/**
 * Whether the vendor is served by its sandbox in this environment: labs, body scans, telehealth,
 * Smartlink and the partner sign-on have no production adapter in this build; the human check and
 * geocoding run for real once configured (config.ts); the fitness devices stay a sandbox for every
 * source but Fitbit even when Fitbit is configured; single sign-on has no sandbox (an organisation
 * configures its own identity provider, or has none).
 */
const RUNS_ON_SANDBOX: Readonly<Record<VendorName, (env: NodeJS.ProcessEnv) => boolean>> = {
  spot: () => true,
  namida: () => true,
  '3d-look': () => true,
  fitness: () => true,
  telehealth: () => true,
  smartlink: () => true,
  geocoding: (env) => (env.GEOCODING_PROVIDER || 'sandbox') === 'sandbox',
  'human-check': (env) => (env.HUMAN_CHECK_PROVIDER || 'sandbox') === 'sandbox',
  saml: () => false,
  'more-active': () => true,
  // Order fulfilment (domain/orders advanceFulfilment) makes up shipping statuses and tracking numbers.
  shop: () => true,
};

/** The vendors served by a sandbox in this environment, in VENDOR_NAMES order. */
export function sandboxVendors(env: NodeJS.ProcessEnv): VendorName[] {
  return VENDOR_NAMES.filter((name) => RUNS_ON_SANDBOX[name](env));
}

/** ALLOW_SANDBOX_VENDORS: the comma-separated vendor names an operator allows to run as sandboxes. */
export function allowedSandboxVendors(env: NodeJS.ProcessEnv): Set<string> {
  return new Set(
    (env.ALLOW_SANDBOX_VENDORS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
}

/** The production check: null, or which sandboxes run without being allowed and how to allow them. */
export function sandboxVendorProblem(env: NodeJS.ProcessEnv): string | null {
  const allowed = allowedSandboxVendors(env);
  const unknown = [...allowed].filter((name) => !(VENDOR_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) return `ALLOW_SANDBOX_VENDORS names no vendor ${unknown.join(', ')} (the names are ${VENDOR_NAMES.join(', ')}).`;
  const refused = sandboxVendors(env).filter((name) => !allowed.has(name));
  if (refused.length === 0) return null;
  return `Sandbox vendors are enabled (${refused.join(', ')}): they make up what they answer and members see it marked as demo data. Configure a real adapter, or allow each by name: ALLOW_SANDBOX_VENDORS=${refused.join(',')}.`;
}
