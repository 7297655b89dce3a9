/**
 * Reads the served OpenAPI document into the operations the role matrix and the fuzzer walk: each
 * with its access (`x-access`), its path and query parameters, whether it takes a body, and the
 * kind of record its path ids point at (`x-resource`), so tests are generated from the document and
 * a new operation is covered the day it is added.
 */
export type DocAccess =
  { kind: 'public' | 'pending' | 'reset' } | { kind: 'action'; action: string; roles: Record<string, string> };

interface DocParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Record<string, unknown>;
}
type Json = Record<string, unknown>;

export interface DocOperation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: DocAccess;
  parameters: DocParameter[];
  queryNames: string[];
  /** The JSON body schema, when the operation takes one. */
  body?: Json;
  hasBody: boolean;
  multipart: boolean;
  /** Documented statuses (answers and refusals). */
  statuses: number[];
  /** The schema of each documented answer, by status. */
  answerSchemas: Record<number, Json>;
  /** The documented content type of each answer, by status (JSON but for a file download). */
  contentTypes: Record<number, string>;
  /** The most specific kind of record the path points at. */
  resource?: string;
  /** The pending step this operation belongs to. */
  pendingKind?: 'email' | '2fa';
  /** The URL under /api/v1, path params escaped by `encode` (encodeURIComponent unless told). */
  url(params: Record<string, string | number>, encode?: (value: string) => string): string;
  /** Path params: the override, else a valid id of the param's kind of record, else an enum's first value. */
  sampleParams(byResource: Record<string, number>, overrides?: Record<string, number>): Record<string, string | number>;
}

const PRECEDENCE = ['holiday', 'reset_request', 'tweet', 'media', 'account', 'organization', 'district'];

export function documentedOperations(doc: { paths: Record<string, Record<string, Json>> }): DocOperation[] {
  const ops: DocOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = (raw.parameters ?? []) as DocParameter[];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const resources = pathParams.map((p) => p.schema['x-resource']).filter((r): r is string => typeof r === 'string');
      const content = ((raw.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
      const responses = raw.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
      const access = raw['x-access'] as DocAccess;
      ops.push({
        id: raw.operationId as string,
        method: method.toUpperCase() as DocOperation['method'],
        path,
        access,
        parameters,
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: content['application/json']?.schema,
        hasBody: 'application/json' in content,
        multipart: 'multipart/form-data' in content,
        statuses: Object.keys(responses).map(Number),
        answerSchemas: Object.fromEntries(
          Object.entries(responses).flatMap(([status, r]) =>
            r.content?.['application/json'] ? [[Number(status), r.content['application/json'].schema]] : [],
          ),
        ),
        resource: PRECEDENCE.find((r) => resources.includes(r)),
        pendingKind: access.kind === 'pending' ? (path.includes('2fa') ? '2fa' : 'email') : undefined,
        contentTypes: Object.fromEntries(
          Object.entries(responses).map(([status, r]) => [Number(status), Object.keys(r.content ?? {})[0] ?? '']),
        ),
        url: (params, encode = encodeURIComponent) =>
          `/api/v1${path.replace(/\{(\w+)\}/g, (_whole, name: string) => encode(String(params[name])))}`,
        sampleParams: (byResource, overrides = {}) =>
          Object.fromEntries(
            pathParams.map((p) => {
              const resource = p.schema['x-resource'] as string | undefined;
              const choices = p.schema.enum as string[] | undefined;
              return [p.name, overrides[p.name] ?? (resource ? byResource[resource] : undefined) ?? choices?.[0] ?? 1];
            }),
          ),
      });
    }
  }
  return ops;
}

/** A body each write accepts, for calls that must get past validation to reach the scope check. */
export const VALID_BODIES: Record<string, unknown> = {
  declareHoliday: { from: '2099-02-01', to: '2099-02-02', reason: 'Role matrix check' },
  revokeHoliday: { reason: 'Role matrix check' },
  reviewTweet: { decision: 'ACCEPTED', reason: 'Role matrix check of a review' },
  disableAccount: { reason: 'Role matrix check' },
  setAccountDistricts: { districts: [1] },
  updateMedia: { alt: { en: 'Role matrix check' } },
  changePassword: { current_password: 'Not@Mine1', new_password: 'Matrix#2026', repeat_password: 'Matrix#2026' },
  createAccount: {
    first_name: 'Spelling',
    last_name: 'Check',
    phone_number: '9000000098',
    current_password: 'Demo@2025',
    password: 'Spell#Check2026',
    repeat_password: 'Spell#Check2026',
  },
};
