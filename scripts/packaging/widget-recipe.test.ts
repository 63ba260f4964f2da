import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from './libraries';

// docs/ARCHITECTURE.md "…a widget" kept true: in a throwaway copy of packages/widgets, a widget is
// added exactly as the recipe says (its folder, one registry line, the regenerated manifest) and the
// embed is built from the copy. The widget must then be registered (custom-elements.json lists its
// tag), loadable (the embed's entry names the tag and loads a chunk holding its component) and the
// recipe must have touched at most four files, the folder counting as one. The copy is made inside
// packages/ so that it resolves its dependencies as the package does.
const widgets = join(repoRoot, 'packages', 'widgets');
const copy = join(repoRoot, 'packages', '.widget-recipe-probe');
const FOLDER = 'recipe-probe';
const TAG = `hd-${FOLDER}`;
const PROBE_TEXT = 'Recipe probe body';

// What the embed build reads; the copy's node_modules is the package's own (same resolution).
const COPIED = ['src', 'scripts', 'package.json', 'tsconfig.json', 'custom-elements.json', 'vite.embed.config.ts', 'css-target.mjs', 'react-alias.mjs', 'react-on-preact.mjs'];

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'recipe-probe.tsx': `import { useMessages } from '../../i18n/language';
import { recipeProbeMessages } from './messages';

export interface RecipeProbeProps {
  /** A line under the title. */
  note?: string;
}

export function RecipeProbe({ note }: RecipeProbeProps) {
  const t = useMessages(recipeProbeMessages);
  return (
    <section className="hd-root hd-recipe-probe" part="widget">
      <h2 part="title">{t.title}</h2>
      <p part="body">{note ?? t.body}</p>
    </section>
  );
}
`,
  'recipe-probe.css': '.hd-recipe-probe {\n  padding: var(--hd-space-3, 12px);\n}\n',
  'styles.ts': `import tokens from '../../styles/tokens.css?inline';
import own from './recipe-probe.css?inline';

export const recipeProbeStyles = [tokens, own].join('\\n');
`,
  'messages.ts': `import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface RecipeProbeMessages {
  title: string;
  body: string;
}

export const recipeProbeMessages: Catalogue<RecipeProbeMessages> = {
  en: { title: 'Recipe probe', body: '${PROBE_TEXT}' },
  translations: lazyTranslations(() => import('./translations')),
};
`,
  'translations.ts': `import type { RecipeProbeMessages } from './messages';

export const es: RecipeProbeMessages = { title: 'Prueba de receta', body: 'Cuerpo de la prueba' };
export const fr: RecipeProbeMessages = { title: 'Essai de recette', body: "Corps de l'essai" };
export const de: RecipeProbeMessages = { title: 'Rezepttest', body: 'Inhalt des Tests' };
export const pt: RecipeProbeMessages = { title: 'Teste de receita', body: 'Corpo do teste' };
export const mh: RecipeProbeMessages = { title: 'Recipe probe', body: '${PROBE_TEXT}' };
`,
  'element.tsx': `import { defineWidgetElement } from '../../elements/define-element';
import { RecipeProbe } from './recipe-probe';
import { recipeProbeStyles } from './styles';
import { recipeProbeWidget } from './widget';

export const Component = RecipeProbe;
export const styles = recipeProbeStyles;
export const define = () => defineWidgetElement(recipeProbeWidget, RecipeProbe, recipeProbeStyles);
`,
  'widget.ts': `import { describeWidget } from '../../registry/widget-descriptor';
import type { RecipeProbeProps } from './recipe-probe';

export const recipeProbeWidget = describeWidget<RecipeProbeProps>({
  folder: '${FOLDER}',
  tag: '${TAG}',
  description: 'A throwaway widget made by the recipe test.',
  attributes: [{ prop: 'note', type: 'string', description: 'A line under the title.' }],
  load: () => import('./element'),
});
`,
  'index.ts': `export { RecipeProbe } from './recipe-probe';
export type { RecipeProbeProps } from './recipe-probe';
export { recipeProbeMessages } from './messages';
export { recipeProbeStyles } from './styles';
export { recipeProbeWidget } from './widget';
`,
};

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Paths under `dir` (files only), relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The files of the copy that differ from the package's (a new folder counts once). */
function changedFiles(): string[] {
  const changed = new Set<string>();
  for (const path of [...filesUnder(join(copy, 'src')).map((p) => join('src', p)), 'custom-elements.json']) {
    const original = join(widgets, path);
    if (existsSync(original) && readFileSync(original, 'utf8') === readFileSync(join(copy, path), 'utf8')) continue;
    const newFolder = /^src\/widgets\/([^/]+)\//.exec(path);
    changed.add(newFolder && !existsSync(join(widgets, 'src', 'widgets', newFolder[1] as string)) ? `src/widgets/${newFolder[1]}/` : path);
  }
  return [...changed].sort();
}

it('adds a widget by the recipe: folder, registry line, manifest; it builds into the embed and is registered', () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const entry of COPIED) cpSync(join(widgets, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(widgets, 'node_modules'), join(copy, 'node_modules'), 'dir');

  // 1. The folder.
  const folder = join(copy, 'src', 'widgets', FOLDER);
  mkdirSync(folder);
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(folder, name), text);
  // 2. One line in the registry.
  const registryPath = join(copy, 'src', 'registry', 'registry.ts');
  writeFileSync(registryPath, `${readFileSync(registryPath, 'utf8')}export { recipeProbeWidget } from '../widgets/${FOLDER}/widget';\n`);
  // 3. The manifest, regenerated by the package's own script.
  run(process.execPath, ['--import', 'tsx', join('scripts', 'custom-elements.ts')], copy);

  expect(changedFiles()).toEqual(['custom-elements.json', 'src/registry/registry.ts', `src/widgets/${FOLDER}/`]);
  const manifest = JSON.parse(readFileSync(join(copy, 'custom-elements.json'), 'utf8')) as { modules: { declarations: { tagName?: string }[] }[] };
  expect(manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName))).toContain(TAG);

  // The embed, built from the copy: its entry knows the tag, and one of its chunks holds the component.
  run(process.execPath, [join(widgets, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'vite.embed.config.ts', '--logLevel', 'warn'], copy);
  const embed = join(copy, 'dist', 'embed');
  expect(readFileSync(join(embed, 'healthdeck.js'), 'utf8')).toContain(TAG);
  const chunks = filesUnder(embed).filter((path) => path.endsWith('.js'));
  expect(chunks.some((path) => readFileSync(join(embed, path), 'utf8').includes(PROBE_TEXT))).toBe(true);
}, 240_000);
