import { z } from 'zod';
import { ApiError, REFRESH_TOKEN_HEADER, routes, type RouteDef } from '@healthdeck/contract';

type JsonSchema = Record<string, unknown>;

/** zod 4 → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses); refinements and coercions are described by their input shape. */
function toSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType, where: 'query' | 'path' = 'query'): JsonSchema[] {
  const json = toSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  // OpenAPI requires every path parameter to be marked required.
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

function operation(name: string, def: RouteDef): JsonSchema {
  const responses: Record<string, unknown> = {
    [def.successStatus]:
      def.successStatus === 204
        ? { description: 'No content' }
        : { description: 'Success', content: { 'application/json': { schema: toSchema(def.response) } } },
    400: errorResponse('Invalid request (VALIDATION_FAILED and others)'),
  };
  if (def.auth !== 'none' || name === 'refreshToken') responses[401] = errorResponse('Not signed in (UNAUTHENTICATED)');
  if (def.auth === 'admin') responses[403] = errorResponse(`Needs permission ${def.permission ?? ''} (FORBIDDEN)`);
  const parameters = [...(def.params ? queryParameters(def.params, 'path') : []), ...(def.query ? queryParameters(def.query) : [])];
  if (name === 'refreshToken') parameters.push({ name: REFRESH_TOKEN_HEADER, in: 'header', required: true, schema: { type: 'string' } });
  return {
    operationId: name,
    summary: def.summary,
    tags: def.tags,
    ...(def.auth !== 'none' || name === 'refreshToken' ? { security: [{ bearer: [] }] } : {}),
    ...(def.permission ? { 'x-permission': def.permission } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(def.body ? { requestBody: { required: false, content: { 'application/json': { schema: toSchema(def.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, generated from the contract's route table (one source of truth). */
export function buildOpenApiDocument(serverUrl?: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    const path = def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'HealthDeck API', version: '0.1.0', description: 'Generated from @healthdeck/contract. Every non-2xx body is an ApiError.' },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ApiError: toSchema(ApiError) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
