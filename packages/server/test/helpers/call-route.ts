import { expect } from 'vitest';
import { ApiError, routes, type RouteName } from '@healthdeck/contract';
import type { TestServer } from './test-server.js';

export interface RouteCall {
  token?: string | null;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/**
 * Calls a contract row over real HTTP with its path parameters filled in, and checks the answer
 * against the contract (the row's response on its success status, ApiError otherwise).
 */
export async function callRoute<T = unknown>(server: TestServer, name: RouteName, input: RouteCall = {}): Promise<{ status: number; body: T }> {
  const def = routes[name];
  let path: string = def.path;
  for (const [key, value] of Object.entries(input.params ?? {})) path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  const search = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = {};
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.fetch(search.size > 0 ? `${path}?${search}` : path, {
    method: def.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const text = await res.text();
  const body: unknown = text.length > 0 ? JSON.parse(text) : null;
  if (res.status === def.successStatus) {
    const check = def.response.safeParse(body);
    if (!check.success) throw new Error(`${name} answered a body outside the contract: ${text}\n${check.error.message}`);
  } else {
    expect(res.status, `${name} answered ${res.status}: ${text}`).toBeGreaterThanOrEqual(400);
    expect(ApiError.parse(body).statusCode).toBe(res.status);
  }
  return { status: res.status, body: body as T };
}
