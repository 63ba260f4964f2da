import { z } from 'zod';
import { ApiError, MEDIA_LIMITS, PARTNER_KEY_HEADER, REFRESH_TOKEN_HEADER, REWARD_LIMITS, routes, type RouteDef, type RouteName } from '@healthdeck/contract';

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

const BINARY: JsonSchema = { type: 'string', format: 'binary' };

// ---- RouteMeta.file rows answer the file's bytes, not JSON ----

const PDF = ['application/pdf'] as const;
/** The media types each file row answers; a file row not listed is documented as application/octet-stream. */
const FILE_MEDIA_TYPES: Partial<Record<RouteName, readonly string[]>> = {
  kitDownload: PDF,
  kitPdf: PDF,
  programResultsDownload: PDF,
  rewardImage: REWARD_LIMITS.imageTypes,
  mediaFile: MEDIA_LIMITS.types,
};

function fileResponse(name: RouteName): JsonSchema {
  const types = FILE_MEDIA_TYPES[name] ?? ['application/octet-stream'];
  return {
    description: 'The file itself (bytes); Content-Disposition names downloads',
    headers: { 'Content-Disposition': { description: 'attachment; filename="…" for downloads', schema: { type: 'string' } } },
    content: Object.fromEntries(types.map((type) => [type, { schema: BINARY }])),
  };
}

// ---- multipart rows take multipart/form-data (the sdk sends a FormData) ----

const ONE_FILE: JsonSchema = { type: 'object', properties: { file: BINARY }, required: ['file'] };
/** The form fields of each multipart row (its summary says the same in words); a row not listed takes one `file`. */
const MULTIPART_FORMS: Partial<Record<RouteName, JsonSchema>> = {
  adminRewardCreate: {
    type: 'object',
    properties: { data: { type: 'string', contentMediaType: 'application/json', description: 'JSON: name, description, star_cost, active' }, background_image: BINARY },
    required: ['data'],
  },
  adminRewardUpdate: {
    type: 'object',
    properties: {
      data: { type: 'string', contentMediaType: 'application/json', description: 'JSON: name, description, star_cost, active, remove_background_image' },
      background_image: BINARY,
    },
    required: ['data'],
  },
  adminAdd: {
    type: 'object',
    properties: { classkey: { type: 'string' }, data: { type: 'string', contentMediaType: 'application/json' } },
    required: ['classkey'],
    additionalProperties: { ...BINARY, description: 'File parts named by their data path' },
  },
  adminSet: {
    type: 'object',
    properties: { classkey: { type: 'string' }, id: { type: 'string' }, data: { type: 'string', contentMediaType: 'application/json' } },
    required: ['classkey', 'id'],
    additionalProperties: { ...BINARY, description: 'File parts named by their data path' },
  },
};

function requestBody(name: RouteName, def: RouteDef): JsonSchema | null {
  const content: Record<string, unknown> = {};
  if (def.body) content['application/json'] = { schema: toSchema(def.body) };
  if (def.multipart) content['multipart/form-data'] = { schema: MULTIPART_FORMS[name] ?? ONE_FILE };
  return Object.keys(content).length > 0 ? { required: def.multipart === true && !def.body, content } : null;
}

/** Bearer (member or admin tokens), the partner API key of server-to-server rows, or none (`[]`). */
function securityOf(name: RouteName, def: RouteDef): JsonSchema[] {
  if (def.partnerKey) return [{ partnerKey: [] }];
  return def.auth !== 'none' || name === 'refreshToken' ? [{ bearer: [] }] : [];
}

function operation(name: RouteName, def: RouteDef): JsonSchema {
  const success =
    def.successStatus === 204
      ? { description: 'No content' }
      : def.file
        ? fileResponse(name)
        : { description: 'Success', content: { 'application/json': { schema: toSchema(def.response) } } };
  const responses: Record<string, unknown> = {
    [def.successStatus]: success,
    400: errorResponse('Invalid request (VALIDATION_FAILED and others)'),
  };
  if (def.auth !== 'none' || name === 'refreshToken') responses[401] = errorResponse('Not signed in (UNAUTHENTICATED)');
  if (def.auth === 'admin') responses[403] = errorResponse(`Needs permission ${def.permission ?? ''} (FORBIDDEN)`);
  if (def.partnerKey) {
    responses[401] = errorResponse('No partner API key, an unknown one (PARTNER_KEY_INVALID) or a revoked one (PARTNER_KEY_REVOKED)');
    responses[403] = errorResponse("The member is not in the key's organisation (MEMBER_NOT_IN_ORGANIZATION), or a browser origin it does not allow (ORIGIN_NOT_ALLOWED)");
    responses[429] = errorResponse('Too many exchanges with this key or from this address (RATE_LIMITED); Retry-After says when');
  }
  const parameters = [...(def.params ? queryParameters(def.params, 'path') : []), ...(def.query ? queryParameters(def.query) : [])];
  if (name === 'refreshToken') parameters.push({ name: REFRESH_TOKEN_HEADER, in: 'header', required: true, schema: { type: 'string' } });
  const body = requestBody(name, def);
  return {
    operationId: name,
    summary: def.summary,
    tags: def.tags,
    // A public operation says so (`security: []`), so a reader or linter never has to guess.
    security: securityOf(name, def),
    ...(def.permission ? { 'x-permission': def.permission } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, generated from the contract's route table (one source of truth). */
export function buildOpenApiDocument(serverUrl?: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
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
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        partnerKey: {
          type: 'apiKey',
          in: 'header',
          name: PARTNER_KEY_HEADER,
          description: "An organisation's partner API key (hdpk_…), created by an admin; server to server only, never in a browser",
        },
      },
    },
  };
}
