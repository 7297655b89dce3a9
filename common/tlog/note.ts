/**
 * Signed notes (C2SP signed-note, as golang.org/x/mod/sumdb/note writes them; docs/log.md): a
 * text ending in "\n", a blank line, then one line per signature: "— <key name> " and
 * base64(4-byte key id || signature). Checkpoints are notes signed by the log's Ed25519 key and
 * cosigned by witnesses. Opening a note verifies every signature of a known key (name AND id),
 * ignores unknown ones, and refuses the note unless at least one known signature verifies.
 */
import { bytesEqual, concatBytes, fromBase64, hasControlChar, toBase64, utf8 } from './hash.ts';
import {
  SIG_ED25519,
  ed25519,
  generateKeyOfType,
  isValidKeyName,
  parseSignerKey,
  parseVerifierKey,
} from './note-keys.ts';

export interface NoteSigner {
  name: string;
  keyId: Uint8Array;
  sign(msg: Uint8Array): Uint8Array;
}
export interface NoteVerifier {
  name: string;
  keyId: Uint8Array;
  verify(msg: Uint8Array, sig: Uint8Array): boolean;
}

/** Notes with more signature lines than this are refused (the spec asks for at least 16). */
export const MAX_SIGNATURES = 64;

export function generateSignerKey(name: string): { signerKey: string; verifierKey: string } {
  return generateKeyOfType(name, SIG_ED25519);
}

export function signerFromKey(signerKey: string): NoteSigner {
  const k = parseSignerKey(signerKey);
  if (k.type !== SIG_ED25519) throw new Error('bad signer key: not an Ed25519 note key (type 01)');
  return { name: k.name, keyId: k.keyId, sign: (msg) => ed25519().sign(msg, k.key) };
}

export function verifierFromKey(verifierKey: string): NoteVerifier {
  const k = parseVerifierKey(verifierKey);
  if (k.type !== SIG_ED25519) throw new Error('bad verifier key: not an Ed25519 note key (type 01)');
  return { name: k.name, keyId: k.keyId, verify: (msg, sig) => safeVerify(sig, msg, k.publicKey) };
}

/** RFC 8032 verification (not ZIP-215), so the browser, the server and node:crypto in the
 *  standalone verifier accept exactly the same signatures. */
export function safeVerify(sig: Uint8Array, msg: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return sig.length === 64 && ed25519().verify(sig, msg, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

function checkText(text: string, what: string): void {
  if (!text.endsWith('\n')) throw new Error(`${what} does not end with a newline`);
  if (hasControlChar(text, true)) throw new Error(`${what} holds a control character`);
  if (/[\uD800-\uDFFF]/u.test(text)) throw new Error(`${what} is not valid UTF-8`);
}

/** One signature line: "— <name> <base64(key id || sig)>\n". */
export function signatureLine(name: string, keyId: Uint8Array, sig: Uint8Array): string {
  return `\u2014 ${name} ${toBase64(concatBytes(keyId, sig))}\n`;
}

/** Signs `text` (which ends with "\n") with every signer, in order. */
export function signNote(text: string, signers: NoteSigner[]): string {
  checkText(text, 'note text');
  if (signers.length === 0) throw new Error('signNote: no signers');
  const msg = utf8(text);
  const lines = signers.map((s) => {
    if (!isValidKeyName(s.name)) throw new Error(`signNote: bad key name ${JSON.stringify(s.name)}`);
    return signatureLine(s.name, s.keyId, s.sign(msg));
  });
  return `${text}\n${lines.join('')}`;
}

export interface NoteSignature {
  name: string;
  keyId: Uint8Array;
  sig: Uint8Array;
  /** The whole line as it stood in the note, with its "\n". */
  line: string;
}

/** Splits a note into its text and signature lines without verifying anything. */
export function splitNote(note: string): { text: string; signatures: NoteSignature[] } {
  checkText(note, 'note');
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw new Error('malformed note: no blank line before the signatures');
  const text = note.slice(0, split + 1);
  const lines = note
    .slice(split + 2)
    .split('\n')
    .slice(0, -1);
  if (lines.length === 0) throw new Error('malformed note: no signatures');
  if (lines.length > MAX_SIGNATURES) throw new Error('malformed note: too many signatures');
  const signatures = lines.map((line) => {
    const m = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!m || !isValidKeyName(m[1]!)) throw new Error('malformed note: bad signature line');
    let raw: Uint8Array;
    try {
      raw = fromBase64(m[2]!);
    } catch {
      throw new Error('malformed note: signature is not base64');
    }
    if (raw.length < 5) throw new Error('malformed note: signature too short');
    return { name: m[1]!, keyId: raw.slice(0, 4), sig: raw.slice(4), line: `${line}\n` };
  });
  return { text, signatures };
}

/** Verifies a note. Throws when a known key's signature fails, or when no known key signed it.
 *  Answers the text and the names of the keys whose signatures verified. */
export function openNote(
  note: string,
  verifiers: NoteVerifier[],
): { text: string; verifiedBy: string[]; signatures: NoteSignature[] } {
  const { text, signatures } = splitNote(note);
  const msg = utf8(text);
  const verifiedBy: string[] = [];
  for (const s of signatures) {
    const v = verifiers.find((x) => x.name === s.name && bytesEqual(x.keyId, s.keyId));
    if (!v) continue;
    if (!v.verify(msg, s.sig)) throw new Error(`invalid signature by ${s.name}`);
    if (!verifiedBy.includes(s.name)) verifiedBy.push(s.name);
  }
  if (verifiedBy.length === 0) throw new Error('note has no verified signature by a known key');
  return { text, verifiedBy, signatures };
}
