import type { Page, Response } from 'playwright-core';

/**
 * The answer to the page's next call of `method` on `path`. A 401 is skipped: the journeys' access
 * tokens live 6 s, and a call that arrives just after one expired is answered 401, then the sdk
 * refreshes the token and sends the call again; that second answer is the call's.
 */
export function answered(page: Page, path: string, method = 'GET'): Promise<Response> {
  return page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === method && res.status() !== 401);
}
