/**
 * Values for the fuzzer (fuzz-requests.ts): from a JSON Schema of the OpenAPI document, an
 * arbitrary of values that fit it (so a request reaches the services and their rules: ids of real
 * records, plausible names and dates), where each leaf may be swapped, at a chosen rate, for a
 * hostile value (fuzz-hostile.ts).
 */
import fc from 'fast-check';
import { ROLES } from '@common/roles.ts';
import { ODD_DAYS, ODD_INSTANTS, hostileValue } from './fuzz-hostile.ts';

type Json = Record<string, unknown>;
type Arb = fc.Arbitrary<unknown>;

/** What the values draw on: ids of real records, ids never to touch, emails and passwords to try, the document's components. */
export interface ValueHints {
  byResource: Record<string, number>;
  /**
   * Ids no random value may name, by kind of record: the accounts whose tokens the run uses and the
   * one that signs in at the end, the warden's institution that the example post names.
   */
  avoid: Record<string, number[]>;
  emails: string[];
  passwords: string[];
  components: Record<string, Json>;
}

/** Body fields that hold ids, by the kind of record they point at. */
const ID_FIELDS: Record<string, string> = {
  organization_id: 'organization',
  org_id: 'organization',
  image_1: 'media',
  image_2: 'media',
  image_3: 'media',
  image_4: 'media',
  district: 'district',
  districts: 'district',
  admin_id: 'account',
  user_id: 'account',
  warden_id: 'account',
  request_id: 'reset_request',
};
const DATE_FIELDS = new Set(['from', 'to', 'date']);
/** Text fields whose rules random text never meets (names, posts), given plausible values besides. */
const TEXTS: [RegExp, string[]][] = [
  [/^kn_/, ['ಸರ್ಕಾರಿ ವಿದ್ಯಾರ್ಥಿ ನಿಲಯ', 'ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕರ ನಿಲಯ']],
  [/name$/, ['Shanthala Rao', 'Govt Hostel No. 2 (Mysuru)', 'Anand & Co']],
  [/^(content|reason)$/, ['Lunch: rice, sambar, curd', 'Fuzz check']],
  [/^twitter_id$/, ['hostel_fuzz', '@hostel_fuzz']],
  [/^role$/, [...ROLES, 'CONTENT_CREATOR']],
];

const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
const day = fc.oneof(
  { weight: 6, arbitrary: date.map((d) => d.toISOString().slice(0, 10)) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_DAYS) },
);
const instant = fc.oneof(
  { weight: 6, arbitrary: date.map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_INSTANTS) },
);

function integerOf(schema: Json, name: string, hints: ValueHints): Arb {
  const min = typeof schema.minimum === 'number' ? schema.minimum : schema.exclusiveMinimum === 0 ? 1 : -5;
  const limit = Number(schema.maximum ?? 1e6);
  const max = Math.min(limit, 400);
  const resource = (schema['x-resource'] as string | undefined) ?? ID_FIELDS[name];
  const known = resource ? hints.byResource[resource] : undefined;
  const values = fc.oneof(
    ...(known ? [{ arbitrary: fc.constant(known), weight: 3 }] : []),
    { arbitrary: fc.integer({ min, max: Math.max(min, max) }), weight: 3 },
    { arbitrary: fc.constantFrom(min, Math.max(min, limit)), weight: 1 },
  );
  const avoid = (resource && hints.avoid[resource]) || [];
  return avoid.length ? values.filter((n) => !avoid.includes(n)) : values;
}

function stringOf(schema: Json, name: string, hints: ValueHints): Arb {
  const maxLength = Math.min(Number(schema.maxLength ?? 60), 200);
  const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
  if (schema.format === 'date-time') return instant;
  if (schema.format === 'uuid') return fc.uuid();
  if (DATE_FIELDS.has(name) || String(schema.pattern ?? '').startsWith('^\\d{4}-')) return day;
  if (name.endsWith('email_id')) return fc.oneof(fc.constantFrom(...hints.emails), fc.emailAddress());
  if (name.endsWith('password')) return fc.constantFrom(...hints.passwords);
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const plausible = TEXTS.find(([field]) => field.test(name))?.[1] ?? ['ಕನ್ನಡ ನಿಲಯ', 'Hostel 🍛', 'Fuzz check'];
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom(...plausible).map((s) => s.padEnd(minLength, '.')),
  );
}

/** Values of the schema, each leaf hostile with probability `hostility` (0 keeps them all in shape). */
export function valuesOf(schema: Json, hints: ValueHints, hostility = 0, name = ''): Arb {
  const own = schemaValues(schema, hints, hostility, name);
  if (hostility <= 0) return own;
  const weight = Math.max(1, Math.round((hostility / (1 - hostility)) * 10));
  return fc.oneof({ arbitrary: own, weight: 10 }, { arbitrary: hostileValue, weight });
}

function schemaValues(schema: Json, hints: ValueHints, hostility: number, name: string): Arb {
  const inner = (s: unknown, n = name) => valuesOf(s as Json, hints, hostility, n);
  if (typeof schema.$ref === 'string') return inner(hints.components[schema.$ref.split('/').pop()!]);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices) return fc.oneof(...choices.map((c) => inner(c)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => inner({ ...schema, type })));
  switch (schema.type) {
    case 'integer':
      return integerOf(schema, name, hints);
    case 'number':
      return fc.double({ min: Number(schema.minimum ?? -1e6), max: Number(schema.maximum ?? 1e6), noNaN: true });
    case 'string':
      return stringOf(schema, name, hints);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(Number(schema.maxItems ?? 4), 4);
      const minLength = Math.min(Number(schema.minItems ?? 0), maxLength);
      return fc.array(inner(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, inner(s, key)]));
      const required = ((schema.required ?? []) as string[]).filter((key) => key in model);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return hostileValue;
  }
}
