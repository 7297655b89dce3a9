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

  it('derives the public address and the X settings, and refuses half an X app', () => {
    const cfg = loadConfig({ HOST: '127.0.0.1', PORT: '9000' });
    expect(cfg.publicUrl).toBe('http://127.0.0.1:9000');
    expect(cfg).toMatchObject({ X_API_BASE: 'https://api.x.com', X_POSTS_PER_MINUTE: 120 });
    expect(cfg.X_CLIENT_ID).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://meals.example.org/' }).publicUrl).toBe('https://meals.example.org');
    expect(() => loadConfig({ X_CLIENT_ID: 'abc' })).toThrow(/X_CLIENT_ID and X_CLIENT_SECRET/);
    expect(() => loadConfig({ X_POSTS_PER_MINUTE: '0' })).toThrow(/X_POSTS_PER_MINUTE/);
  });
});
