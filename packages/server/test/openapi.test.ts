import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
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
      expect(Boolean(op.requestBody)).toBe(def.body !== undefined || def.multipart === true);
      // Public operations carry an explicit `security: []`; server-to-server rows the partner key.
      expect(op.security).toEqual(def.partnerKey ? [{ partnerKey: [] }] : def.auth !== 'none' || name === 'refreshToken' ? [{ bearer: [] }] : []);
      if (def.auth === 'admin') expect(op.responses['403']).toBeDefined();
    }
    const exchange = doc.paths['/api/partner/member-token'].post;
    expect(exchange.security).toEqual([{ partnerKey: [] }]);
    expect(Object.keys(exchange.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-healthdeck-partner-key' });
    const users = doc.paths['/api/admin/users'].get;
    expect(users.parameters?.map((p) => p.name).sort()).toEqual(['page', 'role', 'search', 'take']);
  });

  it("lints with no error under Redocly's recommended rules", async () => {
    const source = await (await server.fetch('/api/openapi.json')).text();
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    // The one warning left is a decision (docs/decisions/0066-openapi-lint-and-audit.md): no licence is declared for
    // this private product.
    expect(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId)).toEqual(['info-license']);
  });

  it('documents file answers as their bytes and multipart rows as multipart/form-data', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as OpenApiDoc;
    const opOf = (def: RouteDef) => doc.paths[def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][def.method.toLowerCase()];
    const entries = Object.entries(routes) as [string, RouteDef][];
    const files = entries.filter(([, def]) => def.file);
    const multipart = entries.filter(([, def]) => def.multipart);
    expect(files.map(([name]) => name)).toEqual(expect.arrayContaining(['kitDownload', 'kitPdf', 'programResultsDownload', 'rewardImage', 'mediaFile']));
    expect(multipart.map(([name]) => name)).toEqual(expect.arrayContaining(['mealPictureUpload', 'adminRewardCreate', 'mediaUpload', 'batchUploadUsers']));
    for (const [name, def] of files) {
      const content = (opOf(def).responses[String(def.successStatus)] as { content: Record<string, { schema: unknown }> }).content;
      expect(Object.keys(content), name).not.toContain('application/json');
      expect(Object.keys(content).length, name).toBeGreaterThan(0);
      for (const media of Object.values(content)) expect(media.schema, name).toEqual({ type: 'string', format: 'binary' });
    }
    const contentOf = (name: string, status = '200') => Object.keys((opOf(routes[name as keyof typeof routes]).responses[status] as { content: Record<string, unknown> }).content);
    expect(contentOf('kitDownload')).toEqual(['application/pdf']);
    expect(contentOf('programResultsDownload')).toEqual(['application/pdf']);
    expect(contentOf('rewardImage')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(contentOf('mediaFile')).toEqual(expect.arrayContaining(['image/png', 'image/svg+xml', 'application/pdf']));
    // JSON answers stay JSON.
    expect(contentOf('account')).toEqual(['application/json']);

    type Body = { required: boolean; content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
    for (const [name, def] of multipart) {
      const body = opOf(def).requestBody as Body;
      expect(body.content['multipart/form-data'], name).toBeDefined();
      // Rows that also take JSON (generic administration) list both.
      expect(Boolean(body.content['application/json']), name).toBe(def.body !== undefined);
    }
    const reward = (opOf(routes.adminRewardCreate).requestBody as Body).content['multipart/form-data'].schema;
    expect(reward.properties).toMatchObject({ data: { type: 'string' }, background_image: { type: 'string', format: 'binary' } });
    expect(reward.required).toEqual(['data']);
    const picture = opOf(routes.mealPictureUpload).requestBody as Body;
    expect(picture.required).toBe(true);
    expect(picture.content['multipart/form-data'].schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
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
