/**
 * The byte-level primitives of the public log (docs/log.md): SHA-256, the RFC 6962 leaf and node
 * hashes with their domain-separation prefixes, and strict base64 / hex codecs. The log's formats
 * (checkpoints, signed notes, tiles) are read in the browser's /audit page as well as in node, so
 * nothing here touches node's Buffer or crypto; SHA-256 comes from @noble/hashes.
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

export const HASH_SIZE = 32;

export const sha256 = (b: Uint8Array): Uint8Array => nobleSha256(b);

/** RFC 6962 leaf hash: SHA-256(0x00 || entry). */
export function leafHash(entry: Uint8Array): Uint8Array {
  const buf = new Uint8Array(entry.length + 1);
  buf.set(entry, 1);
  return sha256(buf);
}

/** RFC 6962 interior node hash: SHA-256(0x01 || left || right). */
export function nodeHash(l: Uint8Array, r: Uint8Array): Uint8Array {
  const buf = new Uint8Array(1 + l.length + r.length);
  buf[0] = 1;
  buf.set(l, 1);
  buf.set(r, 1 + l.length);
  return sha256(buf);
}

/** The root of the empty tree: SHA-256 of the empty string. */
export const EMPTY_ROOT: Uint8Array = sha256(new Uint8Array(0));

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Standard base64 (RFC 4648 section 4) with padding. */
export function toBase64(b: Uint8Array): string {
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = (b[i]! << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < b.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < b.length ? B64[n & 63]! : '=';
  }
  return out;
}

/** Strict base64: padding required, no whitespace, and only the canonical spelling of the bytes
 *  (unused low bits zero), so one byte string has exactly one text form. Throws otherwise. */
export function fromBase64(s: string): Uint8Array {
  if (s.length % 4 !== 0) throw new Error('base64: length is not a multiple of 4');
  const pad = s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((s.length / 4) * 3 - pad);
  let at = 0;
  for (let i = 0; i < s.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const c = s[i + j]!;
      const last = i + 4 === s.length;
      const v = c === '=' && last && j >= 4 - pad ? 0 : B64_INDEX.get(c);
      if (v === undefined) throw new Error('base64: bad character');
      n = (n << 6) | v;
    }
    for (let j = 0; j < 3 && at < out.length; j++) out[at++] = (n >> (16 - 8 * j)) & 255;
  }
  if (toBase64(out) !== s) throw new Error('base64: not canonical');
  return out;
}

export function toHex(b: Uint8Array): string {
  let out = '';
  for (const x of b) out += x.toString(16).padStart(2, '0');
  return out;
}

/** Lowercase hex only, even length; throws otherwise. */
export function fromHex(s: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(s)) throw new Error('hex: not lowercase hex bytes');
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** True when `s` holds an ASCII control character (below U+0020), newline aside if allowed. */
export function hasControlChar(s: string, allowNewline: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 && !(allowNewline && c === 0x0a)) return true;
  }
  return false;
}
