import { expect, it, vi } from 'vitest';
import { zodWithoutEval } from '../src/zod-without-eval.js';

// zod asks `Function('')` whether it may compile as it builds an object schema, and compiles its
// parser with `Function` on the first parse; under our pages' CSP the question is a reported
// violation. zod is not loaded in this file's worker until the test imports it, as in a browser
// entry that calls zodWithoutEval before the chunks that validate load.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

it('set before zod loads, zod neither asks Function whether it may compile nor compiles', async () => {
  zodWithoutEval();
  const calls = vi.spyOn(globalThis, 'Function');
  const { z } = await import('zod');
  const buildAndParse = () => z.object({ email: z.string() }).parse({ email: 'member@healthdeck.test' });
  expect(buildAndParse()).toEqual({ email: 'member@healthdeck.test' });
  expect(calls).not.toHaveBeenCalled();

  // The same schema built with zod's default does ask, and compile: the spy hears zod.
  delete (globalThis as ZodGlobal).__zod_globalConfig?.jitless;
  buildAndParse();
  expect(calls.mock.calls.map((call) => call.at(-1))).toEqual(['', expect.stringContaining('return function (payload, ctx)')]);
  calls.mockRestore();
});
