import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string }[]; security?: unknown }>>;
  components: { schemas: Record<string, unknown> };
}

describe('OpenAPI document', () => {
  it('lists every route of the contract with its success status, body and query', async () => {
    const res = await server.fetch('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.ApiError).toBeDefined();
    const entries = Object.entries(routes) as [string, RouteDef][];
    const listed = Object.values(doc.paths).flatMap((ops) => Object.values(ops)).length;
    expect(listed).toBe(entries.length);
    for (const [name, def] of entries) {
      // Path parameters are written {id} in OpenAPI and :id in the route table.
      const op = doc.paths[def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[def.method.toLowerCase()];
      expect(op, `${def.method} ${def.path}`).toBeDefined();
      expect(op.operationId).toBe(name);
      expect(op.responses[String(def.successStatus)]).toBeDefined();
      expect(Boolean(op.requestBody)).toBe(def.body !== undefined);
      if (def.auth !== 'none') expect(op.security).toBeDefined();
      if (def.auth === 'admin') expect(op.responses['403']).toBeDefined();
    }
    const users = doc.paths['/api/admin/users'].get;
    expect(users.parameters?.map((p) => p.name).sort()).toEqual(['page', 'role', 'search', 'take']);
  });

  it('serves a docs page that works offline', async () => {
    const res = await server.fetch('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('swagger-ui');
    const asset = await server.fetch('/api/docs/static/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const init = await (await server.fetch('/api/docs/static/swagger-initializer.js')).text();
    expect(init).toContain('/api/openapi.json');
  });
});
