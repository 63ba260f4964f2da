// The files a browser fetches for each page view the size budgets cover (.size-limit.mjs), read from
// the build manifests (Vite `build.manifest`) of the embed and the portal. A page view is its entry
// modules with their static imports, recursively, and the CSS files those chunks import. What loads
// later, on demand (a translation catalogue for another language, a step the member has not reached,
// sign-in), is not counted; a part that loads as the page shows its data is named as an entry.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const EMBED = 'packages/widgets/dist/embed';
const PORTAL = 'packages/portal/dist';

/** The embed's entry (healthdeck.js) and the code of the elements a partner's page shows. */
const embedPage = (...folders) => ['src/embed/index.ts', ...folders.map((folder) => `src/widgets/${folder}/element.tsx`)];

/** Each page view: its name, the build it is served from, and its entry modules (manifest keys). */
export const PAGE_VIEWS = [
  { name: 'Partner page: <hd-hydration-tracker>', dist: EMBED, entries: embedPage('hydration-tracker') },
  {
    // The five elements examples/partner-site shows (the journal holds the mood, symptoms and streak panels).
    name: 'Partner page: the daily habits (5 elements)',
    dist: EMBED,
    entries: embedPage('hydration-tracker', 'daily-journal', 'daily-tasks', 'sleep-tracker', 'smart-meal-tracker'),
  },
  { name: 'Partner page: <hd-testing-center>', dist: EMBED, entries: embedPage('testing-center') },
  // The calendar loads alongside the free times and shows with them.
  { name: 'Partner page: <hd-scheduler>', dist: EMBED, entries: [...embedPage('scheduler'), 'src/widgets/scheduler/slot-calendar.tsx'] },
  // index.html's script, its static imports and CSS. The home page's widgets are not counted: which
  // ones it shows is the organisation's page configuration, and each widget's code is the embed's.
  { name: 'Portal: first load of /client/home', dist: PORTAL, entries: ['index.html'] },
];

/** The output files (relative to the build's folder) of `entries` and their static imports, recursively, with their CSS. */
export function manifestFiles(manifest, entries) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page-views: the build manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/** Each page view's name and files (absolute paths), from the built manifests. */
export function pageViews(base = root) {
  const manifests = new Map();
  const manifestOf = (dist) => {
    if (!manifests.has(dist)) {
      const file = join(base, dist, '.vite/manifest.json');
      if (!existsSync(file)) throw new Error(`page-views: no ${join(dist, '.vite/manifest.json')}; build first (npm run build)`);
      manifests.set(dist, JSON.parse(readFileSync(file, 'utf8')));
    }
    return manifests.get(dist);
  };
  return PAGE_VIEWS.map(({ name, dist, entries }) => ({ name, files: manifestFiles(manifestOf(dist), entries).map((file) => join(base, dist, file)) }));
}
