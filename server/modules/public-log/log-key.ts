/**
 * The log's identity (docs/log.md, 'The key'): its origin, the PUBLIC_URL host followed by "/log",
 * and its Ed25519 note signer key, LOG_SIGNING_KEY or one generated into DATA_DIR/log-signing.key on
 * first start (as lib/secrets.ts does for SECRET_KEY). The verifier key is what GET /log/key answers
 * and what anyone checks checkpoints with.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { generateSignerKey, signerFromKey, type NoteSigner } from '@common/tlog/note.ts';
import { keyStringsFromSeed, parseSignerKey } from '@common/tlog/note-keys.ts';

export const KEY_FILE = 'log-signing.key';

export interface LogIdentity {
  origin: string;
  signer: NoteSigner;
  /** `<name>+<hex key id>+<base64(0x01 ‖ public key)>`. */
  verifierKey: string;
}

/** "hostels.example.org/log": the checkpoint's first line. */
export const logOrigin = (publicUrl: string): string => `${new URL(publicUrl).host}/log`;

/** The verifier key of a signer key "PRIVATE+KEY+<name>+<hex id>+<base64(0x01 ‖ seed)>". */
export function verifierKeyOf(signerKey: string): string {
  const k = parseSignerKey(signerKey);
  return keyStringsFromSeed(k.name, k.type, k.key).verifierKey;
}

/** The configured key, or the one in DATA_DIR, or a new one saved there (readable by the server only). */
export function loadSignerKey(config: Config): string {
  if (config.LOG_SIGNING_KEY) return config.LOG_SIGNING_KEY;
  const file = path.join(config.dataDir, KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { signerKey } = generateSignerKey(logOrigin(config.publicUrl));
  // 'wx': two processes starting on one DATA_DIR keep the first one's key.
  try {
    fs.writeFileSync(file, `${signerKey}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
  return signerKey;
}

export function logIdentity(config: Config): LogIdentity {
  const signerKey = loadSignerKey(config);
  return {
    origin: logOrigin(config.publicUrl),
    signer: signerFromKey(signerKey),
    verifierKey: verifierKeyOf(signerKey),
  };
}
