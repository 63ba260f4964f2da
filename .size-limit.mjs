// Size budgets per page view (`npm run size`, after `npm run build`): the bytes a browser fetches
// for each page, brotli (what the server sends a browser that accepts it) against the limit, gzip
// printed beside it. The pages and their files: scripts/page-views.mjs. Each limit is the figure
// measured when it was set; lower it when a page gets lighter, raise it only knowingly.
import { pageViews } from './scripts/page-views.mjs';

/** Brotli limit of each page view. */
const LIMITS = {
  'Partner page: <hd-hydration-tracker>': '35.2 kB',
  'Partner page: the daily habits (5 elements)': '52.4 kB',
  'Partner page: <hd-testing-center>': '60.7 kB',
  'Partner page: <hd-scheduler>': '59.4 kB',
  // 70.4 → 70.8: the second factor's lazy chunks (passkey ceremony, QR code, sign-in security and sign-in
  // sheets) add their names to the preload map the first load carries; none of their code is in it.
  'Portal: first load of /client/home': '70.8 kB',
};

export default pageViews().flatMap(({ name, files }) => {
  if (!(name in LIMITS)) throw new Error(`.size-limit.mjs: no limit for ${name}`);
  return [
    { name: `${name}, brotli`, path: files, limit: LIMITS[name] },
    { name: `${name}, gzip`, path: files, gzip: true },
  ];
});
