// @vitest-environment node
// The portal adopts each placed widget's sheet into the document (PlacedWidget), where it cascades
// over the portal's own sheets. So a widget sheet must not style a class the portal styles for
// itself: the content card's `.hd-card` (and a first shared card sheet's) once turned the
// profile's, fitness' and log meal's boxes into grids without their white background. The shared
// primitives (button, input, …) are the exception: the portal uses them and styles them on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const portalSrc = fileURLToPath(new URL('../src', import.meta.url));
const widgetsSrc = fileURLToPath(new URL('../../widgets/src', import.meta.url));

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : []));

/** The class names a sheet's selectors name (not its declarations, not its comments). */
function selectorClasses(css: string): Set<string> {
  const found = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of text.matchAll(/([^{}]+)\{/g)) {
    for (const [, name] of prelude!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(name!);
  }
  return found;
}

/** Widget sheets that are the shared primitives (and their tokens): the portal styles these on purpose. */
const isPrimitive = (file: string) => /[\\/](primitives[\\/]|styles[\\/]tokens\.css$)/.test(file);

describe('widget sheets adopted into the portal leave its own boxes alone', () => {
  it('no widget sheet styles a class the portal styles, but the shared primitives', () => {
    const portal = new Map<string, string>();
    for (const file of cssFiles(portalSrc)) for (const name of selectorClasses(readFileSync(file, 'utf8'))) portal.set(name, relative(portalSrc, file));
    const primitive = new Set(
      cssFiles(widgetsSrc)
        .filter(isPrimitive)
        .flatMap((file) => [...selectorClasses(readFileSync(file, 'utf8'))]),
    );
    const clashes = cssFiles(widgetsSrc)
      .filter((file) => !isPrimitive(file))
      .flatMap((file) =>
        [...selectorClasses(readFileSync(file, 'utf8'))]
          .filter((name) => portal.has(name) && !primitive.has(name))
          .map((name) => `.${name}: ${relative(widgetsSrc, file)} and portal ${portal.get(name)}`),
      );
    expect(clashes).toEqual([]);
  });

  it('reads the class names of selectors only (the check itself works)', () => {
    expect([...selectorClasses('/* .no */ .hd-card, .a > .b:hover { color: red; } @media (width > 1px) { .c { margin: .5rem } }')]).toEqual(['hd-card', 'a', 'b', 'c']);
  });
});
