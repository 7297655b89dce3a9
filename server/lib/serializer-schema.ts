/**
 * Turns an answer's zod schema into the JSON Schema Fastify serialises by (fast-json-stringify):
 * every field inlined, and `anyOf [T, null]` folded into `type: [T, 'null']`, which the serialiser
 * writes directly instead of trying each branch. Only fields in the schema are written, so a stored
 * secret that a shape forgot to leave out still never leaves the server.
 */
import { z } from 'zod';

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function foldNullable(node: Json): Json {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex((b) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullIndex];
  if (nullIndex < 0 || !isObject(other) || typeof other.type !== 'string') return node;
  const { anyOf: _branches, ...rest } = node;
  const folded: Json = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) folded.enum = [...other.enum, null];
  return folded;
}

function simplify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplify);
  if (!isObject(value)) return value;
  const node = foldNullable(value);
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, simplify(child)]));
}

export function serializerSchemaOf(schema: z.ZodType): Json {
  // An empty registry: ids and descriptions are for the document, the serialiser wants it inline.
  const raw = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    metadata: z.registry(),
    unrepresentable: 'any',
  });
  const { $schema: _version, ...rest } = raw as Json;
  return simplify(rest) as Json;
}
