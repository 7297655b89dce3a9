/**
 * The server's secret: SECRET_KEY, or one generated into DATA_DIR/secret.key on first start.
 * Separate keys for token signing and for encrypting stored credentials are derived from it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Keys {
  jwt: Uint8Array;
  encryption: Buffer;
  codes: Buffer;
}

export function loadSecret(secretKey: string | undefined, dataDir: string): string {
  if (secretKey) return secretKey;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

export function deriveKeys(secret: string): Keys {
  const derive = (label: string) => Buffer.from(crypto.hkdfSync('sha256', secret, 'hostel-meals', label, 32));
  return { jwt: new Uint8Array(derive('jwt')), encryption: derive('encryption'), codes: derive('codes') };
}

/** AES-256-GCM; the output is `iv.tag.ciphertext` in base64url. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A keyed hash for short codes and refresh tokens: a database leak reveals neither. */
export function keyedHash(key: Buffer, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
