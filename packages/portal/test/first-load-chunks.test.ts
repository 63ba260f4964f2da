import { describe, expect, it } from 'vitest';
import { SHARED_MODULE_MAX_BYTES, widgetSharedModules } from '../scripts/first-load-chunks';

// The widgets' shared chunk: what two or more widgets' code needs, small, and closed
// under its imports so that grouping it takes no library along.
const widget = (name: string) => `/repo/packages/widgets/src/widgets/${name}/element.tsx`;
const ours = (name: string) => `/repo/packages/sdk/src/${name}.ts`;
const library = (name: string) => `/repo/node_modules/.pnpm/${name}/node_modules/${name}/index.js`;

function graph(edges: Record<string, string[]>, sizes: Record<string, number> = {}) {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat()]);
  return {
    imports: new Map([...ids].map((id) => [id, edges[id] ?? []])),
    size: new Map([...ids].map((id) => [id, sizes[id] ?? 500])),
  };
}

describe('widgetSharedModules', () => {
  it('takes the small modules of ours two widgets need, not those one widget needs', () => {
    const g = graph({ [widget('a')]: [ours('route-row'), ours('a-only')], [widget('b')]: [ours('route-row')] });
    expect([...widgetSharedModules(g, new Set())]).toEqual([ours('route-row')]);
  });

  it('leaves out what the first load has, what is too big, and a library other than TanStack Query', () => {
    const query = '/repo/node_modules/.pnpm/q/node_modules/@tanstack/query-core/build/modern/mutationObserver.js';
    const g = graph(
      { [widget('a')]: [ours('first'), ours('big'), library('date-fns'), query], [widget('b')]: [ours('first'), ours('big'), library('date-fns'), query] },
      { [ours('big')]: SHARED_MODULE_MAX_BYTES + 1 },
    );
    expect([...widgetSharedModules(g, new Set([ours('first')]))]).toEqual([query]);
  });

  it('drops a shared module that imports one left out, and whatever imports it in turn', () => {
    const g = graph({
      [widget('a')]: [ours('format-date')],
      [widget('b')]: [ours('format-date')],
      [ours('format-date')]: [ours('date-rules')],
      [ours('date-rules')]: [library('date-fns')],
    });
    expect(widgetSharedModules(g, new Set()).size).toBe(0);
  });
});
