import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decrypt, deriveKeys, encrypt, loadSecret } from './secrets.ts';

describe('secrets', () => {
  it('generates a secret key once and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-secret-'));
    const first = loadSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSecret(undefined, dir)).toBe(first);
    expect(loadSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    fs.rmSync(dir, { recursive: true });
  });

  it('encrypts so that only the same key opens, and tampering is caught', () => {
    const a = deriveKeys('a'.repeat(40));
    const b = deriveKeys('b'.repeat(40));
    const sealed = encrypt(a.encryption, 'x-password');
    expect(sealed).not.toContain('x-password');
    expect(decrypt(a.encryption, sealed)).toBe('x-password');
    expect(() => decrypt(b.encryption, sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    expect(() => decrypt(a.encryption, `${iv}.${tag}.${body!.slice(0, -2)}AA`)).toThrow();
  });
});
