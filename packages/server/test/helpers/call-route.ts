import { expect } from 'vitest';
import { routes, type RouteName } from '@healthdeck/contract';
import type { CallOptions, TestServer } from './test-server.js';

export type RouteCall = Pick<CallOptions, 'token' | 'params' | 'query' | 'body'>;

/**
 * server.call (path parameters filled in, the answer checked against the contract) that also
 * insists a failure is a 4xx or 5xx.
 */
export async function callRoute<T = unknown>(server: TestServer, name: RouteName, input: RouteCall = {}): Promise<{ status: number; body: T }> {
  const res = await server.call<T>(name, input);
  if (res.status !== routes[name].successStatus) expect(res.status, `${name} answered ${res.status}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  return { status: res.status, body: res.body };
}
