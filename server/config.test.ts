import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', SEED: 'demo', dataDir: path.resolve('./data') });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'lots', SECRET_KEY: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED[\s\S]*SECRET_KEY/,
    );
  });

  it('treats empty variables as unset', () => {
    const cfg = loadConfig({ SMTP_URL: '', PORT: '9000' });
    expect(cfg.PORT).toBe(9000);
    expect(cfg.SMTP_URL).toBeUndefined();
  });
});
