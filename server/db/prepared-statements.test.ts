import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { autoPrepare, PLAN_EACH_TIME } from './prepared-statements.ts';

function fakePool(maxNames: number) {
  const pool = new EventEmitter();
  autoPrepare(pool as unknown as pg.Pool, maxNames);
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  pool.emit('connect', client);
  return { client, calls };
}

describe('autoPrepare', () => {
  it('names each distinct SQL text once, the same name on every run', () => {
    const { client, calls } = fakePool(10);
    client.query('select * from posts where id = $1', [1]);
    client.query('select * from posts where id = $1', [2]);
    client.query('select * from media where id = $1', [3]);
    expect(calls).toEqual([
      [{ name: 'hm_0', text: 'select * from posts where id = $1', values: [1] }],
      [{ name: 'hm_0', text: 'select * from posts where id = $1', values: [2] }],
      [{ name: 'hm_1', text: 'select * from media where id = $1', values: [3] }],
    ]);
  });

  it('sends new texts unnamed past the limit, statements without parameters and other call forms untouched', () => {
    const { client, calls } = fakePool(1);
    client.query('select $1', [1]);
    client.query('select $1 + 1', [2]);
    client.query('begin', []);
    const config = { text: 'select 3' };
    client.query(config);
    const callback = () => undefined;
    client.query('select $1', [4], callback);
    expect(calls).toEqual([
      [{ name: 'hm_0', text: 'select $1', values: [1] }],
      ['select $1 + 1', [2]],
      ['begin', []],
      [config],
      ['select $1', [4], callback],
    ]);
  });

  it('sends a query that ends with PLAN_EACH_TIME unnamed, so it is planned for its values each time', () => {
    const { client, calls } = fakePool(10);
    const text = `select * from posts where day >= $1 limit 10 ${PLAN_EACH_TIME}`;
    client.query(text, ['2026-11-01']);
    client.query(text, ['2026-11-02']);
    expect(calls).toEqual([
      [text, ['2026-11-01']],
      [text, ['2026-11-02']],
    ]);
  });
});
