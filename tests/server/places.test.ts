import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLgdCsv } from '@server/modules/places/lgd-csv.ts';
import { importPlaces } from '@server/modules/places/places-import.repository.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';

// A few lines in the LGD layout: a ZWNJ in Bidar's Kannada name, a decomposed (NFD) name, and
// blank Kannada names for newer taluks.
const SAMPLE = [
  'district_lgd_code,district_en,district_kn,taluk_lgd_code,taluk_en,taluk_kn,village_count',
  '529,Bidar,ಬೀದರ್\u200c,5457,Bidar,ಬೀದರ್,151',
  '529,Bidar,ಬೀದರ್\u200c,7084,Chitaguppa,,37',
  '524,Bagalkote,ಬಾಗಲಕೋಟೆ,5446,Badami,ಬಾದಾಮಿ,111',
  '"524","Bagalkote","ಬಾಗಲಕೋಟೆ","5447","Bagalkot","ಬಾಗಲಕೋಟ","96"',
  `999,Cafe\u0301 District,,9991,"Comma, Town",,1`,
].join('\n');
const FULL = path.resolve('..', 'shared', 'data', 'karnataka-taluks-lgd.csv');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  districts: await t.app.ctx.db.selectFrom('districts').selectAll().orderBy('id').execute(),
  taluks: await t.app.ctx.db.selectFrom('taluks').selectAll().orderBy('id').execute(),
});

describe('import:places', () => {
  it('reads the LGD layout: quotes, NFC, the zero-width non-joiner kept', () => {
    const rows = parseLgdCsv(SAMPLE);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.districtKn).toBe('ಬೀದರ್\u200c');
    expect(rows[4]).toMatchObject({ districtEn: 'Caf\u00e9 District', talukEn: 'Comma, Town', talukKn: '' });
    expect(() => parseLgdCsv('a,b\n1,2')).toThrow(/missing column/);
  });

  it('keys by LGD code: the demo rows are updated, not doubled, and blank Kannada names never erase ours', async () => {
    const before = await snapshot();
    const first = await importPlaces(t.app.ctx.db, parseLgdCsv(SAMPLE));
    expect(first.districts).toEqual({ added: 2, updated: 1 });
    const after = await snapshot();
    expect(after.districts.filter((d) => d.name_en === 'Bidar')).toHaveLength(1);
    expect(after.districts.find((d) => d.lgd_code === 529)!.name_kn).toBe('ಬೀದರ್\u200c');
    const chitaguppa = after.taluks.find((x) => x.lgd_code === 7084)!;
    expect(chitaguppa.name_kn).toBe(before.taluks.find((x) => x.lgd_code === 7084)!.name_kn);
    expect(chitaguppa.name_kn).not.toBe('');
  });

  it('changes nothing when run twice', async () => {
    const before = await snapshot();
    const again = await importPlaces(t.app.ctx.db, parseLgdCsv(SAMPLE));
    expect(again).toEqual({ districts: { added: 0, updated: 0 }, taluks: { added: 0, updated: 0 } });
    expect(await snapshot()).toEqual(before);
  });

  it.runIf(fs.existsSync(FULL))('imports the full directory: 31 districts, 240 taluks, idempotent', async () => {
    const rows = parseLgdCsv(fs.readFileSync(FULL, 'utf8'));
    await importPlaces(t.app.ctx.db, rows);
    const once = await snapshot();
    expect(once.districts.filter((d) => d.lgd_code !== 999)).toHaveLength(31);
    expect(once.taluks.filter((x) => x.lgd_code !== 9991)).toHaveLength(240);
    expect(await importPlaces(t.app.ctx.db, rows)).toEqual({
      districts: { added: 0, updated: 0 },
      taluks: { added: 0, updated: 0 },
    });
    expect(await snapshot()).toEqual(once);
  });
});

describe('places endpoints', () => {
  it("lists districts and a district's taluks in English and Kannada", async () => {
    const token = (await signIn(t, 'dd@example.org')).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const districts = json(await t.app.inject({ method: 'GET', url: '/api/v1/places/districts', headers: auth })).data
      .items;
    const mysuru = districts.find((d: { name: { en: string } }) => d.name.en === 'Mysuru');
    expect(mysuru.name.kn).toBe('ಮೈಸೂರು');
    const taluks = json(
      await t.app.inject({ method: 'GET', url: `/api/v1/places/districts/${mysuru.id}/taluks`, headers: auth }),
    ).data.items;
    expect(taluks.map((x: { name: { en: string } }) => x.name.en)).toContain('Hunsur');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/places/districts/99999/taluks', headers: auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/places/districts' })).statusCode).toBe(401);
  });
});
