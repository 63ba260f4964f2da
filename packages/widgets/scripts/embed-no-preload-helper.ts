import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { type Node, visit } from './ast-nodes';

// Vite wraps every `import()` of a build in its preload helper, `__vitePreload(() => import('./x.js'),
// deps, import.meta.url)`, which first adds a <link rel=modulepreload> for each chunk the imported
// one needs and a <link rel=stylesheet> for each CSS file, and on a failure dispatches
// `vite:preloadError` on the window. The embed has neither: `build.modulePreload` is false (so the
// deps are always `[]`) and every sheet is a string adopted into the element's shadow root (no CSS
// file). Vite keeps the wrapper and its helper all the same (vitejs/vite#13952, #18551): a 0.9 KB
// chunk in the entry's imports that every page loaded, and the wrapper with the helper's import in
// every chunk that loads a part on demand. The partner's own `vite:preloadError` listener (a Vite
// app reloading itself on a stale chunk) would also hear our failures. So the embed build calls
// each wrapped function itself, `(() => import('./x.js'))()`: the same import, started at once
// rather than a microtask later, its failure rejecting the same promise. The helper's chunk, which
// nothing imports any more, is not written. The deps are only known at generateBundle, after this
// runs: so the build stops if `modulePreload` is turned on or the bundle gets a CSS file, the two
// things a preload would then have to load.

const HELPER = /(^|\/)preload-helper-[^/]*\.js$/;
const isImportMetaUrl = (node: Node) => node.type === 'MemberExpression' && (node.object as Node).type === 'MetaProperty' && ((node.property as Node).name as string) === 'url';
/** What Vite passes as deps: its marker (filled in at generateBundle), or the empty list. */
const isNoDeps = (node: Node) => (node.type === 'Identifier' && node.name === '__VITE_PRELOAD__') || (node.type === 'ArrayExpression' && (node.elements as unknown[]).length === 0);

export function noPreloadHelper(): Plugin {
  return {
    name: 'healthdeck:no-preload-helper',
    apply: 'build',
    configResolved(config) {
      if (config.build.modulePreload !== false) throw new Error('noPreloadHelper: the embed needs build.modulePreload false (nothing is preloaded without the helper)');
    },
    renderChunk(code) {
      if (!code.includes('preload-helper')) return null;
      const ast = this.parse(code) as unknown as Node;
      const out = new MagicString(code);
      let helper: string | null = null;
      for (const statement of ast.body as Node[]) {
        if (statement.type !== 'ImportDeclaration' || !HELPER.test((statement.source as Node).value as string)) continue;
        const specifiers = statement.specifiers as Node[];
        if (specifiers.length !== 1) throw new Error(`noPreloadHelper: unexpected import of the preload helper: ${code.slice(statement.start, statement.end)}`);
        helper = (specifiers[0].local as Node).name as string;
        out.remove(statement.start, statement.end);
      }
      if (helper === null) return null;
      // Every use of the helper is a call with no dependencies; anything else stops the build.
      let uses = 0;
      let calls = 0;
      for (const statement of ast.body as Node[]) {
        if (statement.type === 'ImportDeclaration') continue;
        visit(statement, (node) => {
          if (node.type === 'Identifier' && node.name === helper) uses += 1;
          if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier' || (node.callee as Node).name !== helper) return true;
          const [factory, deps, url] = node.arguments as Node[];
          if ((node.arguments as Node[]).length !== 3 || !isNoDeps(deps) || !isImportMetaUrl(url)) {
            throw new Error(`noPreloadHelper: an unexpected preload call: ${code.slice(node.start, node.end)}`);
          }
          out.overwrite(node.start, factory.start, '(');
          out.overwrite(factory.end, node.end, ')()');
          calls += 1;
          return true; // its inside too (a nested import() call)
        });
      }
      if (uses !== calls) throw new Error('noPreloadHelper: the preload helper is used other than as a call');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      if (css.length > 0) throw new Error(`noPreloadHelper: the embed emits CSS files (${css.join(', ')}), which the preload helper would load with the chunks that import them`);
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'chunk' || !HELPER.test(fileName)) continue;
        const importedBy = Object.values(bundle).filter((other) => other.type === 'chunk' && other.code.includes(fileName.replace(/^.*\//, '')));
        if (importedBy.length === 0) {
          delete bundle[fileName];
          delete bundle[`${fileName}.map`];
        }
      }
    },
  };
}
