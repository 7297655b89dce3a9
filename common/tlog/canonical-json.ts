/**
 * RFC 8785 JSON Canonicalization Scheme (JCS): the one byte form of a log entry, so anyone can
 * rebuild an entry from the public record and get the same leaf hash (docs/log.md). Object keys
 * sort by UTF-16 code units, numbers print in ECMAScript's shortest form (what JSON.stringify
 * gives for finite numbers), strings escape only what JSON requires. Input must be I-JSON:
 * non-finite numbers, lone surrogates, bigints and other non-JSON values throw.
 */

export function canonicalJson(value: unknown): string {
  return write(value, '$');
}

function write(value: unknown, where: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: ${where} is not a finite number`);
      // ES Number::toString is exactly RFC 8785's number form; -0 prints as 0.
      return JSON.stringify(value);
    case 'string':
      return writeString(value, where);
    case 'object':
      break;
    default:
      throw new Error(`canonicalJson: ${where} is a ${typeof value}, not JSON`);
  }
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return write(withJson.toJSON(), where);
  if (Array.isArray(value)) {
    return `[${value.map((v, i) => write(v, `${where}[${i}]`)).join(',')}]`;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    throw new Error(`canonicalJson: ${where} is not a plain object`);
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  // Default sort compares UTF-16 code units, which is what RFC 8785 section 3.2.3 asks for.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts = entries.map(([k, v]) => `${writeString(k, where)}:${write(v, `${where}.${k}`)}`);
  return `{${parts.join(',')}}`;
}

// With the u flag a surrogate pair is one code point, so this matches only lone halves.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function writeString(s: string, where: string): string {
  if (LONE_SURROGATE.test(s)) throw new Error(`canonicalJson: ${where} holds a lone surrogate`);
  // JSON.stringify escapes ", \, \b \f \n \r \t and other controls as lowercase \u00xx, and
  // nothing else: exactly RFC 8785 section 3.2.2.2.
  return JSON.stringify(s);
}
