import { describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteName } from '@healthdeck/contract';
import { FIXTURE_TEXT, sampleValue } from './fixture-sampler';

const route = (name: RouteName): RouteDef => routes[name];
const bodied = (Object.keys(routes) as RouteName[]).filter((name) => !route(name).file && route(name).successStatus !== 204);

describe('gallery fixtures from the contract', () => {
  it.each(['filled', 'empty'] as const)('every route gets a %s body its response schema accepts', (mode) => {
    const refused = bodied.flatMap((name) => {
      const result = routes[name].response.safeParse(sampleValue(routes[name].response, mode));
      return result.success ? [] : [`${name}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('fills lists with three items marked as gallery samples, and empties them', () => {
    const filled = sampleValue(routes.clientPagesMenu.response, 'filled');
    const empty = sampleValue(routes.clientPagesMenu.response, 'empty');
    const firstList = (body: unknown) => Object.values(body as Record<string, unknown>).find(Array.isArray) as unknown[];
    expect(firstList(filled)).toHaveLength(3);
    expect(JSON.stringify(filled)).toContain(FIXTURE_TEXT);
    expect(firstList(empty)).toEqual([]);
  });
});
