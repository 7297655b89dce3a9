/**
 * Every API call of the PWA and its service worker names its operation's route (docs/api-client.md):
 * no path typed by hand with an answer type picked by hand, so a renamed path or a changed answer is
 * a type error. This walks src/ and sw/ for the ways such a call was or could be written again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path.relative(ROOT, path.join(entry.parentPath, entry.name))];
  });
}

const FILES = [...sources('src'), ...sources('sw')].filter((file) => !file.endsWith('routeTree.gen.ts'));

/** Files that build request URLs themselves, each from a route (routePath or routeUrl). */
const URL_BUILDERS = ['src/lib/api-client.ts', 'src/offline/outbox-transport.ts'];

const FORBIDDEN: [string, RegExp][] = [
  ['a path-typed helper (api.get, api.post, …)', /\bapi\s*\.\s*(get|post|put|patch|delete)\s*[<(]/],
  ['a path-typed helper (apiRequest, apiEnvelope)', /\bapi(Request|Envelope)\s*[<(]/],
  [
    'a call given a path instead of a route',
    /\b(call|callEnvelope|uploadWithProgress|downloadFile)\s*(<[^>]*>)?\(\s*['"`]/,
  ],
  ['an API address spelled out', /['"`]\/api\/v1\/?[\w'"`$]/],
];

describe('API calls', () => {
  it('name a route, never a path typed by hand', () => {
    const found: string[] = [];
    for (const file of FILES) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [what, pattern] of FORBIDDEN) if (pattern.test(text)) found.push(`${file}: ${what}`);
      if (/\bAPI_BASE\b/.test(text) && !URL_BUILDERS.includes(file)) found.push(`${file}: builds an API URL itself`);
    }
    expect(found).toEqual([]);
  });

  it('build URLs only from routes where they build them at all', () => {
    for (const file of URL_BUILDERS) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).toMatch(/\brouteUrl\b|\broutePath\(/);
      expect(text, file).not.toMatch(/export (async )?function \w+\(path: string/);
    }
  });

  it('catch a hand-typed call', () => {
    const sample = "await api.get<Tweet>(`tweet/auth/tweet/${id}`);\ncall('tweet/warden');\nfetch('/api/v1/tweet');";
    expect(FORBIDDEN.filter(([, pattern]) => pattern.test(sample)).map(([what]) => what)).toEqual([
      'a path-typed helper (api.get, api.post, …)',
      'a call given a path instead of a route',
      'an API address spelled out',
    ]);
  });
});
