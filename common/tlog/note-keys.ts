/**
 * Signed-note keys (docs/log.md), byte-compatible with golang.org/x/mod/sumdb/note and C2SP
 * signed-note: a verifier key is "<name>+<hex key id>+<base64(type || public key)>", a signer key
 * "PRIVATE+KEY+<name>+<hex key id>+<base64(type || 32-byte Ed25519 seed)>", and the key id is the
 * first 4 bytes of SHA-256(name || "\n" || type || public key). Type 0x01 signs notes; 0x04 is a
 * witness's timestamped cosignature key (cosignature.ts). Ed25519 is @noble/ed25519, made
 * synchronous by giving it @noble/hashes' SHA-512.
 */
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, fromBase64, sha256, toBase64, toHex, utf8 } from './hash.ts';

export const SIG_ED25519 = 0x01;
export const SIG_COSIGNATURE = 0x04;

/** @noble/ed25519 with SHA-512 set, so sign and verify are synchronous. */
export function ed25519(): typeof ed {
  if (!ed.hashes.sha512) ed.hashes.sha512 = sha512;
  return ed;
}

/** Key names: non-empty, no Unicode spaces, no '+', no control characters. */
export function isValidKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+\p{Cc}\uFEFF]/u.test(name) && !/[\uD800-\uDFFF]/u.test(name);
}

export function keyIdOf(name: string, type: number, publicKey: Uint8Array): Uint8Array {
  return sha256(concatBytes(utf8(`${name}\n`), new Uint8Array([type]), publicKey)).slice(0, 4);
}

export interface ParsedKey {
  name: string;
  keyId: Uint8Array;
  type: number;
  /** The public key (verifier keys) or the Ed25519 seed (signer keys). */
  key: Uint8Array;
  publicKey: Uint8Array;
}

function parseParts(name: string, idHex: string, b64: string, kind: string, isPrivate: boolean): ParsedKey {
  const bad = (why: string): Error => new Error(`bad ${kind} key: ${why}`);
  if (!isValidKeyName(name)) throw bad('the name is empty or holds a space or "+"');
  if (!/^[0-9a-f]{8}$/.test(idHex)) throw bad('the key id is not 8 lowercase hex digits');
  let raw: Uint8Array;
  try {
    raw = fromBase64(b64);
  } catch {
    throw bad('the key is not base64');
  }
  const type = raw[0];
  if (type !== SIG_ED25519 && type !== SIG_COSIGNATURE) throw bad('unknown signature type');
  const key = raw.slice(1);
  if (key.length !== 32) throw bad('an Ed25519 key is 32 bytes');
  const publicKey = isPrivate ? ed25519().getPublicKey(key) : key;
  const keyId = keyIdOf(name, type, publicKey);
  if (toHex(keyId) !== idHex) throw bad('the key id does not match the name and key');
  return { name, keyId, type, key, publicKey };
}

/** Parses "<name>+<hexid>+<base64(type||pub)>"; throws a clear Error on a bad key. */
export function parseVerifierKey(verifierKey: string): ParsedKey {
  const parts = verifierKey.split('+');
  // base64 may itself hold '+': the name and id are the first two parts, the key all the rest.
  if (parts.length < 3) throw new Error('bad verifier key: want <name>+<key id>+<key>');
  return parseParts(parts[0]!, parts[1]!, parts.slice(2).join('+'), 'verifier', false);
}

/** Parses "PRIVATE+KEY+<name>+<hexid>+<base64(type||seed)>"; throws a clear Error on a bad key. */
export function parseSignerKey(signerKey: string): ParsedKey {
  const parts = signerKey.split('+');
  if (parts.length < 5 || parts[0] !== 'PRIVATE' || parts[1] !== 'KEY') {
    throw new Error('bad signer key: want PRIVATE+KEY+<name>+<key id>+<key>');
  }
  return parseParts(parts[2]!, parts[3]!, parts.slice(4).join('+'), 'signer', true);
}

/** A fresh key pair of signature `type`, as signer and verifier key strings. */
export function generateKeyOfType(name: string, type: number): { signerKey: string; verifierKey: string } {
  if (!isValidKeyName(name)) throw new Error(`bad key name ${JSON.stringify(name)}`);
  const seed = ed25519().utils.randomSecretKey();
  return keyStringsFromSeed(name, type, seed);
}

export function keyStringsFromSeed(
  name: string,
  type: number,
  seed: Uint8Array,
): { signerKey: string; verifierKey: string } {
  const pub = ed25519().getPublicKey(seed);
  const id = toHex(keyIdOf(name, type, pub));
  return {
    signerKey: `PRIVATE+KEY+${name}+${id}+${toBase64(concatBytes(new Uint8Array([type]), seed))}`,
    verifierKey: `${name}+${id}+${toBase64(concatBytes(new Uint8Array([type]), pub))}`,
  };
}
