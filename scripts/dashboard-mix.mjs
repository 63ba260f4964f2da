// The load benchmark's member: the demo member's dashboard mix and the browser's sign-in, shared by
// scripts/bench-load.mjs and scripts/cluster.mjs. The server's TypeScript (contract, crypto, demo
// users) is imported on first use, so importing this module costs nothing until a sign-in.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
/** The browser's time zone in the mix's paths. */
export const TZ = 'Europe/London';

/**
 * What the portal asks for when the demo member opens /client/home and scrolls to its end (widgets
 * below the fold read when they come near the viewport): `node scripts/record-dashboard-mix.mjs`
 * prints it from Chromium's network log of a signed-in reload of the built portal, in its order
 * and with its repeats; TZ stands for the browser's time zone. Record it again when the home page
 * changes (docs/OPERATIONS.md "Benchmark the load"). The portal reads the account and the page list once
 * (the sdk's ACCOUNT_FRESH_MS, PAGES_MENU_FRESH_MS), and pages?slug=virtual-care answers the demo
 * member 200.
 */
export const DASHBOARD = [
  '/api/client/toast-message-locations',
  '/api/client/account',
  '/api/client/notifications/unread',
  '/api/client/feature-flags',
  '/api/client/pages?slug=home',
  '/api/client/pages/menu',
  '/api/client/user/enrollment-info',
  '/api/client/daily-journal/streaks?tz=TZ',
  '/api/client/user-hydration/last?tz=TZ',
  '/api/client/user/load-mood-track?tz=TZ',
  '/api/client/user/symptoms?tz=TZ',
  '/api/client/devices/health-scores?tz=TZ',
  '/api/client/programs',
  '/api/client/vitals?page=1&take=1',
  '/api/client/vitals/thresholds',
  '/api/client/user/last-appointment?status=created',
  '/api/client/devices/authorizers',
  '/api/client/hra/sections',
  '/api/client/measurements/last-measurement',
  '/api/client/health-tips/random',
  '/api/client/kits/last',
  '/api/client/referrals/random',
  '/api/client/meals/daily-intake?tz=TZ',
  '/api/client/pages?slug=virtual-care',
  '/api/client/user-sleep/last?tz=TZ',
  '/api/client/user/tasks?tz=TZ',
  '/api/client/body-metrics?kind=sleep_summary&tz=TZ',
  '/api/client/user/goals',
  '/api/client/body-metrics?kind=physical_summary&tz=TZ',
].map((path) => path.replace('TZ', encodeURIComponent(TZ)));

let typescript = null;
/** The contract's route table, the crypto package and the demo member, loaded once through tsx. */
async function serverModules() {
  if (!typescript) {
    const { register } = await import('tsx/esm/api');
    register();
    /** @param {string} file */
    const importTs = (file) => import(pathToFileURL(join(root, file)).href);
    typescript = Promise.all([importTs('packages/contract/src/index.ts'), importTs('packages/crypto/src/index.ts'), importTs('packages/server/src/seed/demo-users.ts')]).then(
      ([contract, crypto, seed]) => ({
        routeTable: contract.routeTable,
        deriveSecrets: crypto.deriveSecrets,
        member: seed.DEMO_USERS.find((user) => !user.roles.includes('admin')),
      }),
    );
  }
  return typescript;
}

async function postJson(base, path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The browser's sign-in of the demo member: pre-login, the Argon2id derivation (timed: the client's cost), login. */
export async function signIn(base) {
  const { routeTable, deriveSecrets, member } = await serverModules();
  const { keySalt, kdf } = await postJson(base, routeTable.preLogin.path, { email: member.email });
  const started = performance.now();
  const { credential } = await deriveSecrets(member.password, keySalt, kdf);
  const deriveMs = performance.now() - started;
  const answer = await postJson(base, routeTable.login.path, { email: member.email, password: credential });
  if (answer.error_code || !answer.data) throw new Error(`sign-in failed: ${answer.error_code}`);
  return { email: member.email, loginPath: routeTable.login.path, token: answer.data.accessToken, credential, deriveMs, kdf };
}
