/**
 * WITNESS_URLS (docs/log.md, 'Witnesses'): a list of "<add-checkpoint URL> <verifier key>" items is
 * read into witnesses, and anything else stops the start with a message naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { generateCosignerKey } from '@common/tlog/cosignature.ts';
import { generateSignerKey } from '@common/tlog/note.ts';
import { loadConfig } from '../config.ts';
import { parseWitnessUrls } from './witness-urls.ts';

const w1 = generateCosignerKey('w1.example/w').verifierKey;
const w2 = generateCosignerKey('w2.example/w').verifierKey;

describe('WITNESS_URLS', () => {
  it('reads comma-separated items of an address and a key, any whitespace between', () => {
    const list = parseWitnessUrls(
      ` https://w1.example/add-checkpoint ${w1},\n http://127.0.0.1:7380/add-checkpoint\t${w2} ,`,
    );
    expect(list).toEqual([
      { url: 'https://w1.example/add-checkpoint', verifierKey: w1, name: 'w1.example/w' },
      { url: 'http://127.0.0.1:7380/add-checkpoint', verifierKey: w2, name: 'w2.example/w' },
    ]);
    expect(loadConfig({}).WITNESS_URLS).toEqual([]);
  });

  it.each([
    ['https://w1.example/add-checkpoint', /item 1 has 1 part/],
    [`ftp://w1.example/add-checkpoint ${w1}`, /http:\/\/ or https:\/\//],
    [`https://w1.example/ ${w1}`, /must end in \/add-checkpoint/],
    [`https://u:p@w1.example/add-checkpoint ${w1}`, /no credentials/],
    [`https://w1.example/add-checkpoint ${generateSignerKey('log.example/log').verifierKey}`, /not a cosignature key/],
    [
      `https://w1.example/add-checkpoint ${w1}, https://w2.example/add-checkpoint ${w1}`,
      /w1.example\/w is listed twice/,
    ],
    [`https://w1.example/add-checkpoint ${w1}, nonsense`, /item 2/],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ WITNESS_URLS: value })).toThrow(message);
  });
});
