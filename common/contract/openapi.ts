/**
 * The OpenAPI 3.1 document of the API, generated from the operations and the access table (zod 4's
 * own JSON Schema output is the bridge). Schemas given an id (`.meta({ id })`) become named
 * components. Each operation carries the roles that may call it and their scopes, as text in its
 * description and as `x-access` for tools (the role matrix reads it).
 */
import { z } from 'zod';
import { ACCESS } from '../access.ts';
import { API_BASE } from '../api.ts';
import { OPERATIONS } from './operations/index.ts';
import type { Operation } from './operation.ts';
import { envelopeOf, errorEnvelope } from './shared.ts';
import { errorStatusesOf, statusText } from './statuses.ts';

type Json = Record<string, unknown>;
const components: Record<string, Json> = {};

/** zod to JSON Schema, with named schemas moved to components. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const raw = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  const { $schema: _drop, $defs, ...rest } = raw;
  const rewrite = (value: Json) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) components[name] = rewrite(def);
  return rewrite(rest);
}

function accessOf(op: Operation): { text: string; extension: Json } {
  if (op.access === 'public') return { text: 'No token needed.', extension: { kind: 'public' } };
  if (op.access === 'pending')
    return { text: 'A signed-in user who still owes the second step.', extension: { kind: 'pending' } };
  if (op.access === 'reset')
    return { text: 'The Bearer token of a validated reset code.', extension: { kind: 'reset' } };
  const grants = ACCESS[op.access] as Record<string, string>;
  const roles = Object.entries(grants).map(([role, scope]) => `${role} (${scope})`);
  return {
    text: `Action \`${op.access}\`: ${roles.join(', ')}.`,
    extension: { kind: 'action', action: op.access, roles: grants },
  };
}

function parametersOf(op: Operation): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || !!json.required?.includes(name), schema: property });
    }
  }
  if (op.consumes === 'multipart/form-data')
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'The same key from the same owner answers the first upload again.',
      schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[\\w.:-]+$' },
    });
  return list;
}

function requestBodyOf(op: Operation): Json | undefined {
  if (op.consumes === 'multipart/form-data') {
    const schema = {
      type: 'object',
      required: ['media'],
      properties: { media: { type: 'string', format: 'binary' }, media_owner: { type: 'string', enum: ['OWNER'] } },
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!op.body) return undefined;
  return {
    required: !op.body.safeParse(undefined).success,
    content: { 'application/json': { schema: jsonSchemaOf(op.body, 'input') } },
  };
}

function responsesOf(op: Operation): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    if (op.produces === 'redirect') {
      const headers = { Location: { description: 'the page to show', schema: { type: 'string' } } };
      responses[status] = { description: `${statusText(Number(status))}: to the console page`, headers };
      continue;
    }
    const content =
      op.produces === 'text/csv' || op.produces === 'application/pdf'
        ? { [op.produces]: { schema: { type: 'string', ...(op.produces === 'text/csv' ? {} : { format: 'binary' }) } } }
        : { 'application/json': { schema: jsonSchemaOf(envelopeOf(answer.data), 'output') } };
    responses[status] = { description: `${statusText(Number(status))}: '${answer.message}'`, content };
  }
  for (const status of errorStatusesOf(op)) {
    responses[String(status)] = {
      description: statusText(status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return responses;
}

/** The whole document. Paths are relative to the server URL, which is the API base. */
export function openApiDocument(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    const access = accessOf(op);
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      description: [op.description, `**Who:** ${access.text}`].filter(Boolean).join('\n\n'),
      tags: [op.tag],
      // `{}` beside the bearer scheme: the token may be left out.
      security: op.access !== 'public' ? [{ bearer: [] }] : op.token === 'optional' ? [{}, { bearer: [] }] : [],
      parameters: parametersOf(op),
      ...(requestBodyOf(op) ? { requestBody: requestBodyOf(op) } : {}),
      responses: responsesOf(op),
      'x-access': access.extension,
    };
  }
  components.ErrorEnvelope = jsonSchemaOf(errorEnvelope, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hostel Meals API',
      version,
      description:
        "Every answer is JSON {status, status_code, message, data}; status_code equals the HTTP status. Messages keep the contract's texts, spelling included.",
    },
    servers: [{ url: API_BASE }],
    tags: [...new Set(OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
