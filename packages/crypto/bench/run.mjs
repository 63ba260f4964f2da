#!/usr/bin/env node
// Browser figures for @healthdeck/crypto (README "Figures"): `node packages/crypto/bench/run.mjs`.
// Needs /usr/bin/chromium (apt-get install -y chromium). Prints a table and a JSON line.
import { existsSync } from 'node:fs';
import { CHROMIUM, startBrowserPage } from './harness.mjs';

const KEYGEN_RUNS = 3;
const RECORDS = 100;
const HD1_RUNS = 5;
const HD1_BUDGET_MS = 150;
const PASSPHRASE = 'bench passphrase';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  process.exit(1);
}

const session = await startBrowserPage();
const { page } = session;
try {
  const version = session.browser.version();

  const deriveMs = [];
  for (let i = 0; i < KEYGEN_RUNS; i++) deriveMs.push(await page.evaluate((p) => window.hdCrypto.derive(p), 'correct horse battery staple'));

  const keygens = [];
  for (let i = 0; i < KEYGEN_RUNS; i++) {
    keygens.push(await page.evaluate(([email, pass]) => window.hdCrypto.keygen(email, pass), [`bench${i}@healthdeck.test`, PASSPHRASE]));
  }
  if (session.workers.length < KEYGEN_RUNS || !keygens.every((k) => k.usedWorker && k.stages.join() === 'generating,encrypting,done')) {
    throw new Error('key generation did not run in the worker with the expected progress stages');
  }
  const pair = { publicKey: keygens[0].publicKey, encrptedPrivateKey: keygens[0].encrptedPrivateKey };

  const figures = await page.evaluate(([p, pass, n, runs]) => window.hdCrypto.records(p, pass, n, runs), [pair, PASSPHRASE, RECORDS, HD1_RUNS]);

  const beforeReload = await page.evaluate((s) => window.hdCrypto.probeStoredKey('bench-user', s), figures.sample);
  await page.reload();
  await page.waitForFunction(() => 'hdCrypto' in window);
  const afterReload = await page.evaluate((s) => window.hdCrypto.probeStoredKey('bench-user', s), figures.sample);
  await page.evaluate(() => window.hdCrypto.clearKeys());
  await page.reload();
  await page.waitForFunction(() => 'hdCrypto' in window);
  const afterClear = await page.evaluate((s) => window.hdCrypto.probeStoredKey('bench-user', s), figures.sample);
  if (session.errors.length) throw new Error(`page errors: ${session.errors.join('; ')}`);

  const hd1Median = median(figures.hd1Ms);
  const nonExtractable = (probe) => probe.found && !probe.extractable && probe.exportRefused;
  const rows = [
    ['Chromium', version],
    [`deriveSecrets, Argon2id 19 MiB (median of ${KEYGEN_RUNS})`, ms(median(deriveMs))],
    [`RSA-4096 key pair in the worker (median of ${KEYGEN_RUNS})`, `${ms(median(keygens.map((k) => k.ms)))}  (runs: ${keygens.map((k) => ms(k.ms)).join(', ')})`],
    ['Unlock the private key (once per sign-in; loads openpgp + S2K)', ms(figures.unlockMs)],
    [`Unwrap data key + open ${RECORDS} hd1 records (first run)`, ms(figures.hd1Ms[0])],
    [`Unwrap data key + open ${RECORDS} hd1 records (median of ${HD1_RUNS})`, `${ms(hd1Median)}  (budget ${HD1_BUDGET_MS} ms: ${hd1Median <= HD1_BUDGET_MS ? 'within' : 'OVER'})`],
    [`  of which the unwrap (median)`, ms(median(figures.unwrapMs))],
    [`Decrypt ${RECORDS} records as OpenPGP messages`, ms(figures.pgpMs)],
    ['Stored key non-extractable', String(nonExtractable(beforeReload))],
    ['Stored key survives reload (non-extractable, opens a record)', String(nonExtractable(afterReload) && afterReload.opened !== null)],
    ['Stored key gone after clear() + reload', String(!afterClear.found)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [key, value] of rows) console.log(`${key.padEnd(width)}  ${value}`);
  console.log(
    JSON.stringify({
      chromium: version,
      deriveMs: deriveMs.map((v) => Math.round(v)),
      keygenMs: keygens.map((k) => Math.round(k.ms)),
      unlockMs: Math.round(figures.unlockMs),
      hd1Ms: figures.hd1Ms.map((v) => Math.round(v * 10) / 10),
      unwrapMs: figures.unwrapMs.map((v) => Math.round(v * 10) / 10),
      pgpMs: Math.round(figures.pgpMs),
      keyStore: { beforeReload, afterReload, afterClear },
    }),
  );
  if (hd1Median > HD1_BUDGET_MS || !nonExtractable(afterReload) || afterClear.found) process.exitCode = 1;
} finally {
  await session.close();
}
