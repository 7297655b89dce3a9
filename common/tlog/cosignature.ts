/**
 * Witness cosignatures (C2SP tlog-cosignature, Ed25519 type 0x04; docs/log.md). A witness signs
 * "cosignature/v1\ntime <seconds>\n" followed by the checkpoint's note text, and its note
 * signature is the 8-byte big-endian timestamp followed by the 64-byte Ed25519 signature. Its keys
 * are note keys of type 04: "PRIVATE+KEY+<name>+<id>+base64(0x04 || seed)" and
 * "<name>+<id>+base64(0x04 || public key)", the id hashed with 0x04.
 */
import { concatBytes, utf8 } from './hash.ts';
import type { NoteSigner, NoteVerifier } from './note.ts';
import { safeVerify } from './note.ts';
import { SIG_COSIGNATURE, ed25519, generateKeyOfType, parseSignerKey, parseVerifierKey } from './note-keys.ts';

const COSIGNATURE_SIZE = 8 + 64;

/** The message a cosignature signs: header, time line, then the checkpoint text. */
export function cosignedMessage(timestamp: number, checkpointText: Uint8Array): Uint8Array {
  return concatBytes(utf8(`cosignature/v1\ntime ${timestamp}\n`), checkpointText);
}

function timestampBytes(t: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(t));
  return out;
}

/** The POSIX time (seconds) a cosignature (without its key id) carries. */
export function cosignatureTime(sig: Uint8Array): number {
  if (sig.length !== COSIGNATURE_SIZE) throw new Error('not an Ed25519 cosignature');
  const t = new DataView(sig.buffer, sig.byteOffset, 8).getBigUint64(0);
  if (t > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('cosignature time out of range');
  return Number(t);
}

/** A fresh witness key pair (type 04). */
export function generateCosignerKey(name: string): { signerKey: string; verifierKey: string } {
  return generateKeyOfType(name, SIG_COSIGNATURE);
}

/** A note signer that cosigns checkpoints. `now` answers milliseconds since the epoch (Date.now). */
export function cosignerFromKey(signerKey: string, now: () => number): NoteSigner {
  const k = parseSignerKey(signerKey);
  if (k.type !== SIG_COSIGNATURE) throw new Error('bad signer key: not a cosignature key (type 04)');
  return {
    name: k.name,
    keyId: k.keyId,
    sign: (msg) => {
      const t = Math.floor(now() / 1000);
      return concatBytes(timestampBytes(t), ed25519().sign(cosignedMessage(t, msg), k.key));
    },
  };
}

export function cosignatureVerifierFromKey(verifierKey: string): NoteVerifier {
  const k = parseVerifierKey(verifierKey);
  if (k.type !== SIG_COSIGNATURE) throw new Error('bad verifier key: not a cosignature key (type 04)');
  return {
    name: k.name,
    keyId: k.keyId,
    verify: (msg, sig) => {
      if (sig.length !== COSIGNATURE_SIZE) return false;
      const t = cosignatureTime(sig);
      return safeVerify(sig.slice(8), cosignedMessage(t, msg), k.publicKey);
    },
  };
}
