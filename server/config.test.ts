import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { generateSignerKey } from '@common/tlog/note.ts';
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

describe('HELP_VIDEOS_URL', () => {
  it('is unset by default, and kept when it is an https address with a host name', () => {
    expect(loadConfig({}).HELP_VIDEOS_URL).toBeUndefined();
    const url = 'https://videos.example.org/hostel-meals?list=warden';
    expect(loadConfig({ HELP_VIDEOS_URL: url }).HELP_VIDEOS_URL).toBe(url);
  });

  it('stops the start on anything else, naming the setting once', () => {
    for (const bad of [
      'http://videos.example.org',
      'ftp://videos.example.org',
      'javascript:alert(1)',
      'videos.example.org',
      'https://',
      'https://localhost/videos',
      'https://user:secret@videos.example.org',
    ]) {
      let message = '';
      try {
        loadConfig({ HELP_VIDEOS_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, bad).toMatch(/HELP_VIDEOS_URL must be an https:\/\/ address/);
      expect(message.split('HELP_VIDEOS_URL:').length, bad).toBe(2);
    }
  });
});

describe('the public log settings', () => {
  it('batch every 5 s by default, and refuse a batch too long for the 60 s promise or not a number', () => {
    expect(loadConfig({}).LOG_BATCH_MS).toBe(5000);
    expect(loadConfig({ LOG_BATCH_MS: '250' }).LOG_BATCH_MS).toBe(250);
    expect(() => loadConfig({ LOG_BATCH_MS: '60000' })).toThrow(/LOG_BATCH_MS must be at most 10000/);
    expect(() => loadConfig({ LOG_BATCH_MS: 'soon' })).toThrow(/LOG_BATCH_MS must be a number/);
    expect(() => loadConfig({ LOG_BATCH_MS: '2.5' })).toThrow(/LOG_BATCH_MS must be a whole number/);
  });

  it('take a note signer key and say what is wrong with a bad one', () => {
    const good = generateSignerKey('meals.example.org/log').signerKey;
    expect(loadConfig({ LOG_SIGNING_KEY: good }).LOG_SIGNING_KEY).toBe(good);
    expect(() => loadConfig({ LOG_SIGNING_KEY: 'secret' })).toThrow(
      /LOG_SIGNING_KEY must be an Ed25519 note signer key/,
    );
    // The base64 key may itself hold '+': everything after the key id is the key.
    const parts = good.split('+');
    const wrongId = ['PRIVATE', 'KEY', parts[2], '00000000', parts.slice(4).join('+')].join('+');
    expect(() => loadConfig({ LOG_SIGNING_KEY: wrongId })).toThrow(/key id/);
  });
});
