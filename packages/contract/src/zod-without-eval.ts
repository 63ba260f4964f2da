import type { $ZodConfig } from 'zod/v4/core';

/**
 * Turns off zod's compiled fast path in this page. Our pages' CSP has no 'unsafe-eval', so zod's
 * check whether it may compile (`new Function('')`) is refused, and Chromium logs the refusal as a
 * CSP violation on every page that validates; zod parses the same either way. zod makes that check
 * as it builds an object schema, so this must run before any module that builds one is evaluated:
 * each browser entry that may load the schemas (the portal, the widget gallery) calls it first and
 * loads those modules after. The embed takes zod/mini, which never compiles.
 *
 * zod reads its config from `globalThis.__zod_globalConfig` and keeps an object put there before it
 * loads (zod/v4/core core.ts, its global-config test), so zod itself stays in the chunks that
 * validate: importing `config` from zod/v4/core would pull 3.6 KB gzip of zod's internals into the
 * entry that calls this.
 */
export function zodWithoutEval(): void {
  const zodGlobal = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}
