/**
 * Holds each answer the fuzzer gets to the contract as a client reads it, apart from the server's
 * own check (server/plugins/answer-check.ts): below 500, of the documented content type (JSON but
 * for the league table's CSV), the envelope {status, status_code, message, data} with status_code
 * the HTTP status, a status the operation documents, and a body valid against the schema the served
 * OpenAPI document gives that status (ajv, JSON Schema 2020-12, formats checked).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { DocOperation } from './openapi-walk.ts';

/** What is wrong with an answer, or null. */
export type AnswerCheck = (op: DocOperation, res: LightMyRequestResponse) => string | null;

const ENVELOPE_KEYS = ['data', 'message', 'status', 'status_code'].join();
const DOC = 'https://fuzz.invalid/openapi.json';

export function answerChecker(components: Record<string, unknown>): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC, components: { schemas: components } });
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (op: DocOperation, status: number) => {
    const key = `${op.id} ${status}`;
    if (!validators.has(key)) {
      const text = JSON.stringify(op.answerSchemas[status]).replaceAll('"#/components/', `"${DOC}#/components/`);
      validators.set(key, ajv.compile(JSON.parse(text) as object));
    }
    return validators.get(key)!;
  };

  return (op, res) => {
    const status = res.statusCode;
    if (status >= 500) return `status ${status}`;
    if (!op.statuses.includes(status)) return `status ${status}, which the document does not list`;
    const type = String(res.headers['content-type'] ?? '');
    // A documented redirect has no body, only where it goes.
    if (status >= 300 && status < 400 && op.contentTypes[status] === '')
      return res.headers.location ? null : `status ${status} without a Location`;
    const documented = op.contentTypes[status] || 'application/json';
    if (!type.startsWith(documented)) return `content type '${type}', documented '${documented}'`;
    if (documented !== 'application/json') return null;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(res.body) as Record<string, unknown>;
    } catch {
      return 'the body is not JSON';
    }
    if (body === null || typeof body !== 'object' || Object.keys(body).sort().join() !== ENVELOPE_KEYS)
      return 'the body is not the envelope {status, status_code, message, data}';
    if (body.status_code !== status) return `status_code ${String(body.status_code)} ≠ HTTP ${status}`;
    if (body.status !== status < 400) return `status ${String(body.status)} for HTTP ${status}`;
    if (typeof body.message !== 'string' || !body.message) return 'no message';
    const validate = validatorOf(op, status);
    return validate(body) ? null : `body outside its documented schema: ${ajv.errorsText(validate.errors)}`;
  };
}
