// Size budgets per page view (`npm run size`, after `npm run build`): the bytes a browser fetches
// for each page, brotli (what the server sends a browser that accepts it) against the limit, gzip
// printed beside it. The pages and their files: scripts/page-views.mjs. Each limit is the figure
// measured when it was set; lower it when a page gets lighter, raise it only knowingly.
import { pageViews } from './scripts/page-views.mjs';

/** Brotli limit of each page view. */
const LIMITS = {
  // 35.2 → 35.3: the sdk base every element shares grew by 37 B (the second-factor answer of sign-in,
  // the feature flags loaded as a whole).
  // 35.3 → 35.4: the same base again: the session's key store with its idle lock (decision 0101)
  // and the demo-data source of simulated and seeded records (decision 0090).
  // 35.4 → 35.8: the entry asks for the hydration tracker's first data while the element's code
  // loads (its first-data.ts, decision 0112), and the element chunk imports all its chunks itself.
  'Partner page: <hd-hydration-tracker>': '35.8 kB',
  // 52.5 → 53.0: the same first data in the entry, and each element chunk's imports of all it needs.
  // 53.0 → 53.1: the transport names the language shown in each call (decision 0107).
  'Partner page: the daily habits (5 elements)': '53.1 kB',
  // 60.7 → 61.1: refused fields said in people's words (widgets/shared/field-messages.ts, six
  // languages) on the register-kit form, and the body-scan results download.
  // 61.1 → 63.6: the kit card's 'Unregister kit' with its confirm dialog (spec 000 §4), and the
  // demo-data badge on kits and results a sandbox vendor made (docs/decisions/0090-sandboxes-say-so.md).
  // 63.6 → 63.9: what a result suggests and its accept/dismiss (docs/decisions/0102-results-that-act.md)
  // on the kit results, and one locked state for every sealed card (decision 0101).
  // 63.9 → 65.6: every page's entry carries the hydration tracker's first read (the hydration
  // domain with the counter and streak code it imports, 1.5 kB), so a page with the tracker asks
  // for its data beside the code instead of after it (decision 0112; 6.3 → 4.1 s to data on the
  // phone profile, tests/benchmarks/phone-profile.ts).
  // 65.6 → 65.9: the locked state's wrapper (widgets/shared/locked-state.tsx) comes with the kits'
  // code, so after a reload both parts of the password form load at once, not one after the other.
  // 65.9 → 66.4, together: the one locked state asks staff acting as a member for their own password
  // (decision 0106), the transport names the language shown in each call (decision 0107), and the
  // kit statuses' labels complete in every language.
  // 66.4 → 67.3: the kit list is paged by the server, so the table reads its pages (TanStack's
  // infinite query) with 'Load more' and the member's count of kits (decision 0111).
  'Partner page: <hd-testing-center>': '67.3 kB',
  // 59.4 → 60 kB: the same field messages on the scheduler's forms, and the welcome-call card asking
  // for its own appointment type.
  // 60 → 60.1: the demo-data badge on a booking a sandbox telehealth vendor made (decision 0090).
  // 60.1 → 61.9: the hydration tracker's first read in the entry, as for the testing center (decision 0112).
  'Partner page: <hd-scheduler>': '61.9 kB',
  // 70.4 → 71.6: the lazy chunks of the second factor, passkeys, the recovery phrase and the sessions
  // list add their names to the preload map the first load carries (their code is not in it), and the
  // member's name in the shell.
  // 71.6 → 72.9: the client area's partner sign-on frame (spec 001 §3 renderedMoreActiveIframe), the
  // demo-data badge of the Fitness and Sleep Summary widgets, a process run followed after a
  // call-to-action, and the new screens' lazy chunks (consents, key recovery, organisation sign-in,
  // Fitbit's return) named in the preload map.
  // 72.9 → 73.3 kB: the demo-data badge of the call reminder, health summary and body scan widgets and
  // of the fitness screen (decision 0090); the idle lock of the session's opened keys (sdk
  // auth/key-session.ts, decision 0101) watches from the first load, as every signed-in page needs it.
  // 73.3 → 73.5: the new screens' lazy chunks (timeline, account deletion, the record export's worker
  // and its PDF entry) named in the preload map.
  // 73.5 → 73.7: the page's widgets below the fold fill once the first screen shows, one per idle
  // moment (near-viewport.ts loadAwayWidgetsWhenIdle), so a page is whole without being scrolled.
  // 73.7 → 74.2, together: the browser's language at start and the signed-out pages' choice (decision
  // 0108), the impersonation unlock in the one locked state (decision 0106), and the language each
  // call names (decision 0107).
  'Portal: first load of /client/home': '74.2 kB',
};

export default pageViews().flatMap(({ name, files }) => {
  if (!(name in LIMITS)) throw new Error(`.size-limit.mjs: no limit for ${name}`);
  return [
    { name: `${name}, brotli`, path: files, limit: LIMITS[name] },
    { name: `${name}, gzip`, path: files, gzip: true },
  ];
});
