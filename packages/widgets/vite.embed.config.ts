import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { descriptorDocsOut } from './scripts/embed-descriptor-docs';
import { elementLoaders } from './scripts/embed-element-loaders';
import { noPreloadHelper } from './scripts/embed-no-preload-helper';
import { WIDGETS_VERSION } from './src/version';
import { CSS_TARGET } from './css-target.mjs';
import { REACT_ALIAS } from './react-alias.mjs';

const entryModule = fileURLToPath(new URL('./src/embed/index.ts', import.meta.url));

// The script-tag bundle (DESIGN.md custom elements): React is swapped for preact/compat, each
// element's code is a chunk loaded when its tag first appears, and openpgp stays out unless asked for.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Chunks are imported relative to the entry, so the script works from any path and origin.
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The descriptors' documentation strings stay in custom-elements.json, out of the entry (size budget).
  // version.json names the build's version: the server answers /embed/v<version>/ and /embed/v<major>/ with it.
  // The entry lists each element's tag and loader only (scripts/embed-element-loaders.ts).
  plugins: [
    elementLoaders(),
    descriptorDocsOut({ leaveOut: 'embed-unread' }),
    // No preload helper around import(): nothing to preload here (scripts/embed-no-preload-helper.ts).
    noPreloadHelper(),
    {
      name: 'healthdeck:embed-version',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: WIDGETS_VERSION })}\n` });
      },
    },
    // Brotli and gzip copies written at build; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css)$/, threshold: 1024 }),
  ],
  resolve: {
    alias: REACT_ALIAS,
  },
  build: {
    cssTarget: CSS_TARGET,
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    manifest: true,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { healthdeck: entryModule },
      preserveEntrySignatures: false,
      onwarn(warning, warn) {
        // react-query marks its modules "use client"; the directive means nothing in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        format: 'es',
        entryFileNames: 'healthdeck.js',
        // A widget's element chunk is named for its folder (src/widgets/<folder>/element.tsx), so
        // the size script and a network log read 'hydration-tracker-element-….js'.
        chunkFileNames: (chunk) => {
          const folder = /[\\/]widgets[\\/]([a-z0-9-]+)[\\/]element\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return folder ? `chunks/${folder}-element-[hash].js` : 'chunks/[name]-[hash].js';
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The runtime every element needs (preact/compat, r2wc, the element's provider, the i18n
        // hook, the descriptor, the tokens) stays one chunk. Without this group a part an element
        // loads on demand (a later step, the locked state) that imports one of these modules splits
        // that chunk into several files, and every page pays for them. The button (its component,
        // strings and sheet) is in this chunk too: 43 of the 45 elements show one, so a page pays for
        // it once with the runtime rather than as a further chunk of each element. So are the load
        // failure (its message and Try again: 36 of the 45 elements), the host-link click handler
        // (17), the widget frame (shared/widget-shell.tsx: 34, the info cards' included; with it
        // @nanostores/react's useStore, 44, joins the base) and the shared card and shimmer sheet
        // (styles/card.css: the daily-log panels, the info cards), each otherwise a small chunk of
        // its own (or a copy in every panel) that most pages paid for.
        codeSplitting: {
          groups: [
            {
              name: 'widget-descriptor',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(preact|@r2wc)[\\/]|[\\/]widgets[\\/](react-on-preact\.mjs|src[\\/]preact-ref-as-prop\.ts)$|QueryClientProvider\.js$|[\\/]widgets[\\/]src[\\/](i18n[\\/]language|provider[\\/](health-deck-context|host-navigate|health-deck-provider)|elements[\\/](element-provider|define-element)|registry[\\/]widget-descriptor|styles[\\/]adopt-styles)\.tsx?$|[\\/]widgets[\\/]src[\\/]styles[\\/](tokens|card)\.css\?inline$|[\\/]contract[\\/]src[\\/]constants\.ts$|[\\/]widgets[\\/]src[\\/](primitives[\\/]button[\\/]button\.tsx|i18n[\\/]primitive-messages\.ts)$|[\\/]widgets[\\/]src[\\/]primitives[\\/]button[\\/]button\.css\?inline$|[\\/]widgets[\\/]src[\\/]widgets[\\/]shared[\\/](load-failure\.tsx|host-navigation\.ts|widget-shell\.tsx)$/,
            },
            // The sdk client every element uses (the client, its transport, session and sign-out,
            // the query cache it owns: what element-client.ts makes) is one chunk too, for the same
            // reason: a part loaded on demand that reaches one of its modules (a mutation's
            // query-core internals, a domain's `routed`) would otherwise split it in four.
            {
              name: 'version',
              includeDependenciesRecursively: false,
              test: /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](mutationCache|queryCache|queryClient|timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|infiniteQueryBehavior|removable|query|mutation)\.js$|[\\/]nanostores[\\/](atom|map)[\\/]index\.js$|[\\/]sdk[\\/]src[\\/](health-deck|transport[\\/](http|refresh|url|login-errors)|session[\\/](session|storage|token-handoff)|auth[\\/](index|email|recaptcha|session-save|sign-out|impersonation)|domains[\\/](account|admin-users)|queries[\\/]query-options|state[\\/](load-into|client-dashboard|client-profile|testing-center|star-balance|toasts|notifications|reset))\.ts$|[\\/]crypto[\\/]src[\\/]key-store\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/](auth|account|admin-users)\.ts$|[\\/]widgets[\\/]src[\\/](elements[\\/]element-client|version)\.ts$/,
            },
            // What the scheduler reads before the member confirms (both providers' free times, the
            // physicians and pharmacies, the scheduler's rules, their route rows) is one chunk too:
            // the parts loaded on demand that book, cancel or open a call (and the whole route
            // table) also reach some of these modules, which would otherwise make six small files
            // of them that the scheduler's first step pays for one by one.
            {
              name: 'scheduler-reads',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/](domains[\\/](telehealth-slots|smartlink-slots)|queries[\\/](telehealth-slots-queries|smartlink-slots-queries)|rules[\\/]scheduler)\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/](telehealth-slots|smartlink-slots)\.ts$/,
            },
            // The member's appointments (the list's and the reminder's read, its query options, its
            // route rows) are one chunk: the parts that book, cancel or open a call invalidate them
            // (and the whole route table holds the rows), which would otherwise make three small files.
            {
              name: 'appointments-reads',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/](domains[\\/]appointments|queries[\\/]appointments-queries)\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]appointments\.ts$/,
            },
            // The kit widgets' shared strings and the kits' query keys (the testing center, the
            // recent test, the result page and the register form each read both): one chunk; the
            // order confirmation that invalidates the kits loads it when the member orders.
            {
              name: 'kit-shared',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/]domains[\\/]kit-keys\.ts$|[\\/]widgets[\\/]src[\\/]widgets[\\/]testing-center[\\/]messages\.ts$/,
            },
            // A kit's status button with its rules (the testing center and the recent test): one chunk;
            // the shipping box loaded on demand reaches the Spot rules too, which would split them off.
            // The Spot shipping test (spot-shipping.ts: the detail card's, and the shipping box's) is in
            // it too rather than a 0.2 KB file of its own.
            {
              name: 'kit-status-button',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/]rules[\\/](spot-kit-status|spot-shipping|kit-action)\.ts$|[\\/]widgets[\\/]src[\\/]widgets[\\/]testing-center[\\/]kit-status-button\.tsx$/,
            },
            // The orders' read route rows and query keys (the orders list and its order
            // confirmation read both; the whole route table holds the rows): one chunk, not two.
            {
              name: 'order-reads',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/]domains[\\/]order-keys\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]order-reads\.ts$/,
            },
            // The lab-site lookup and its route rows (orders and program results): one chunk.
            {
              name: 'lab-sites',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/]domains[\\/]lab-sites\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]lab-sites\.ts$/,
            },
            // The zone-aware date formats (sdk date-zone.ts with date-fns, @date-fns/tz and the English
            // locale's builders, which the other locales loaded on demand share): one chunk, not two.
            {
              name: 'date-zone',
              test: /[\\/]sdk[\\/]src[\\/]rules[\\/]date-zone\.ts$|[\\/]date-fns[\\/]locale[\\/]_lib[\\/]build(FormatLong|Localize|Match|MatchPattern)Fn\.js$/,
            },
            // The nutrition form's read (the sdk's part, its query options and key, its route row) is
            // one chunk: the save it loads on demand shares the key (and the whole route table the
            // row), which would otherwise make three small files of what its first view needs.
            {
              name: 'nutrition-form-read',
              includeDependenciesRecursively: false,
              test: /[\\/]sdk[\\/]src[\\/](domains[\\/]nutrition-form-(read|keys)|queries[\\/]nutrition-form-queries)\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]nutrition-form-read\.ts$/,
            },
            // The daily journal's four panels are each also an element of their own (hd-streak-card,
            // hd-hydration-tracker, hd-mood-tracker, hd-symptoms): each panel (its component, strings,
            // rules, its sdk domain and query options, its route rows) is one chunk that both elements
            // load. The route rows (which the whole route table holds too), the streak card's sheet
            // (the journal's later parts reach the card but not its sheet) and the tour's rules (its
            // callout reaches them) otherwise made seven more small files of the journal's first view.
            {
              name: 'hydration-tracker',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]hydration-tracker[\\/](hydration-tracker\.tsx|messages\.ts|hydration-tracker\.css\?inline)$|[\\/]sdk[\\/]src[\\/](domains|member-domains|rules)[\\/]hydration\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]hydration\.ts$/,
            },
            {
              name: 'mood-tracker',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]mood-tracker[\\/](mood-tracker\.tsx|messages\.ts|mood-tracker\.css\?inline)$|[\\/]sdk[\\/]src[\\/](domains|member-domains)[\\/]mood\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]mood\.ts$/,
            },
            {
              name: 'symptoms',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]symptoms[\\/](symptoms\.tsx|messages\.ts|symptoms\.css\?inline)$|[\\/]sdk[\\/]src[\\/](domains|member-domains)[\\/]symptoms\.ts$|[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutationState\.js$|[\\/]contract[\\/]src[\\/]route-rows[\\/]symptoms\.ts$/,
            },
            {
              name: 'streak-card',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]streak-card[\\/](streak-card\.tsx|week-progress\.tsx|messages\.ts|streak-card\.css\?inline)$|[\\/]sdk[\\/]src[\\/]member-domains[\\/]streaks\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]streaks\.ts$/,
            },
            {
              name: 'daily-journal',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]daily-journal[\\/](daily-journal\.tsx|messages\.ts|styles\.ts|widget\.ts|daily-journal\.css\?inline)$|[\\/]widgets[\\/]src[\\/]widgets[\\/]guided-tour[\\/](tour-machine|use-guided-tour)\.ts$/,
            },
            // Recording a user flow (the widgets' hook, the sdk's call, its route row), which many
            // screens do as they open, is one chunk: the activity's reads reach the sdk's part too,
            // which would otherwise make it three small files.
            {
              name: 'user-flow',
              includeDependenciesRecursively: false,
              test: /[\\/]widgets[\\/]src[\\/]widgets[\\/]shared[\\/]user-flow\.ts$|[\\/]sdk[\\/]src[\\/]domains[\\/]user-flow\.ts$|[\\/]contract[\\/]src[\\/]route-rows[\\/]user-flow\.ts$/,
            },
          ],
        },
      },
    },
  },
});
