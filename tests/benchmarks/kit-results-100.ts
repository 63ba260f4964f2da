#!/usr/bin/env node
// Benchmark: the kit result page of a member with 100 encrypted results, in Chromium.
// Starts the product like `npm start` (fresh data dir, free port), gives the demo member 100
// resulted Spot kits through the sandbox lab (each report sealed to the member's public key, as the
// vendor sync does), signs in through the portal, then opens /client/testing-center/{kitId} in the
// app. Per visit it reports (a) the decryption of the 100 records alone: the span of the widget's
// User Timing measures 'hd:kit-report-open' (opened-kit.ts), first start to last end, against the
// 150 ms budget; (b) data to rendered: from the kits list's response reaching the page (Resource
// Timing) to every report opened and every biomarker's trend drawn; and the page (asked for) to
// rendered. The first visit opens the server-sealed reports (one RSA-4096 decryption each) and
// re-seals them under the member's data key; the benchmark then waits for the re-seals and checks
// that each kit was re-sealed once. Later visits (runs 2..N) open the re-sealed ones. A last
// scenario puts the server's copies back, lets the testing center list re-seal them in the
// background, and times that.
// Usage: node --import tsx tests/benchmarks/kit-results-100.ts [--runs=N]
import { startProduct } from './product-under-test.js';
import { addMemberKit } from '../../packages/server/src/seed/demo-kits.js';

const KITS = 100;
const BUDGET_MS = 150;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const DEMO_MEMBER = { email: 'member@healthdeck.test', password: 'Member-Demo-2026!' };
const kitId = (n: number) => `SPT-BNCH${String(n).padStart(4, '0')}`;

const { base, db, browser, stop } = await startProduct('kit-results', 2);

interface Figures {
  visit: string;
  reports: string;
  decryptMs: number;
  opened: number;
  dataToRenderedMs: number;
  pageToRenderedMs: number;
  months: number;
  resealPuts: number;
}
const figures: Figures[] = [];

/** In-page: resolves when every report is open and every trend drawn; the figures read from the page's timelines. */
const measureVisit = (target: string) => `new Promise((resolve, reject) => {
  performance.clearMeasures('hd:kit-report-open');
  performance.clearResourceTimings();
  const done = () => {
    const summaries = [...document.querySelectorAll('[part="trend"] summary')];
    if (summaries.length === 0 || document.querySelector('.hd-kit-results__opening')) return null;
    return Math.max(...summaries.map((s) => Number(/\\((\\d+)\\)/.exec(s.textContent || '')?.[1] || 0)));
  };
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const months = done();
    if (months === null) return;
    observer.disconnect();
    const end = performance.now();
    const opens = performance.getEntriesByName('hd:kit-report-open', 'measure');
    const list = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/client/kits');
    resolve({
      pageMs: end - start,
      dataMs: end - (list ? list.responseEnd : start),
      opened: opens.length,
      decryptMs: opens.length ? Math.max(...opens.map((m) => m.startTime + m.duration)) - Math.min(...opens.map((m) => m.startTime)) : 0,
      months,
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('the trends did not render within 60 s')), 60000);
  history.pushState({}, '', ${JSON.stringify(target)});
  dispatchEvent(new PopStateEvent('popstate'));
})`;

/** In-app navigation (keeps the unlocked keys): the app's router listens to popstate. */
const goTo = (path: string) => `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`;

try {
  const member = await db.selectFrom('users').select(['id', 'email']).where('email', '=', DEMO_MEMBER.email).executeTakeFirstOrThrow();
  const now = new Date();
  const seedStart = performance.now();
  // One kit a week for 100 weeks: about 23 months of results.
  for (let n = 1; n <= KITS; n++) {
    await addMemberKit(db, member, { kit_id: kitId(n), provider: 'spot', test: 'general-health', step: 5, daysAgo: (KITS - n) * 7 }, now);
  }
  console.log(`seeded ${KITS} resulted kits in ${Math.round(performance.now() - seedStart)} ms`);
  const benchKits = () => db.selectFrom('kits').select(['id', 'encrypted_data']).where('user_id', '=', member.id).where('kit_id', 'like', 'SPT-BNCH%');
  const serverSealed = await benchKits().execute();
  const resealedCount = async () => (await benchKits().execute()).filter((k) => k.encrypted_data?.startsWith('hd1.')).length;
  /** Waits (up to 60 s) until every benchmark kit is re-sealed; the count reached. */
  const waitResealed = async () => {
    const until = Date.now() + 60_000;
    let n = await resealedCount();
    while (n < KITS && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      n = await resealedCount();
    }
    return n;
  };

  const signedInPage = async () => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    /** PUT /api/client/kits/:id/report per kit (a kit re-sealed once has one). */
    const puts = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'PUT' && /^\/api\/client\/kits\/[^/]+\/report$/.test(path)) puts.set(path, (puts.get(path) ?? 0) + 1);
    });
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/client/home', { timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Let the home settle (its Recent Test asks for the last kit), so the figure is opening and drawing only.
    await page.waitForLoadState('networkidle');
    return { context, page, puts };
  };

  const visitResults = async (visit: string) => {
    const before = await resealedCount();
    const reports = before === KITS ? 're-sealed (AES data key)' : before === 0 ? 'server-sealed (RSA-4096)' : `${before} of ${KITS} re-sealed`;
    const { context, page, puts } = await signedInPage();
    // In-page code as text: tsx would wrap a function's inner helpers in its own __name().
    const m = (await page.evaluate(measureVisit(`/client/testing-center/${kitId(KITS)}`))) as { pageMs: number; dataMs: number; opened: number; decryptMs: number; months: number };
    // The re-seals go out after the reports open (queued, a few at a time): wait for them rather
    // than closing the page on them (playwright's networkidle has long been reached on this page).
    const after = before < KITS ? await waitResealed() : before;
    await page.waitForTimeout(500);
    const repeated = [...puts.values()].filter((n) => n > 1).length;
    const row: Figures = {
      visit,
      reports,
      decryptMs: Math.round(m.decryptMs),
      opened: m.opened,
      dataToRenderedMs: Math.round(m.dataMs),
      pageToRenderedMs: Math.round(m.pageMs),
      months: m.months,
      resealPuts: [...puts.values()].reduce((a, b) => a + b, 0),
    };
    figures.push(row);
    console.log(
      `${visit}, ${reports}: decryption of ${m.opened} records ${row.decryptMs} ms (budget ${BUDGET_MS} ms${row.decryptMs > BUDGET_MS ? ', OVER' : ''}); data to rendered ${row.dataToRenderedMs} ms; page to rendered ${row.pageToRenderedMs} ms (${m.months} months); re-sealed after the visit ${after}/${KITS}, ${row.resealPuts} re-seal requests, ${repeated} kits sent twice`,
    );
    await context.close();
  };

  for (let run = 1; run <= runs; run++) await visitResults(`run ${run}`);
  const lengths = (await benchKits().execute()).map((k) => k.encrypted_data?.length ?? 0);
  console.log(`a re-sealed report is ${Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length)} characters on average`);

  // The testing center list re-seals in the background: put the server's copies back, open the list
  // (the keys are unlocked at sign-in), wait until every report is re-sealed, then a later visit.
  for (const kit of serverSealed) await db.updateTable('kits').set({ encrypted_data: kit.encrypted_data }).where('id', '=', kit.id).execute();
  {
    const { context, page, puts } = await signedInPage();
    const started = Date.now();
    await page.evaluate(goTo('/client/testing-center'));
    const resealed = await waitResealed();
    const ms = Date.now() - started;
    await page.waitForTimeout(500);
    console.log(`testing center list: ${resealed}/${KITS} server-sealed reports re-sealed in the background in ${ms} ms (${[...puts.values()].reduce((a, b) => a + b, 0)} re-seal requests)`);
    await context.close();
  }
  await visitResults('after the list');
} finally {
  await stop();
}

console.table(figures);
const later = figures
  .filter((f) => f.reports.startsWith('re-sealed'))
  .map((f) => f.decryptMs)
  .sort((a, b) => a - b);
const median = later[Math.floor(later.length / 2)];
if (median !== undefined) console.log(`median decryption of ${KITS} re-sealed records: ${median} ms (budget ${BUDGET_MS} ms)${median > BUDGET_MS ? ': OVER BUDGET' : ''}`);
