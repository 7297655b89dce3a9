import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

const counter = () => {
  let calls = 0;
  const load = async () => ++calls;
  return { load, calls: () => calls };
};

describe('TtlCache', () => {
  it('answers from memory until the entry is ttl old, then loads again', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<number>(10_000, clock);
    const c = counter();
    expect(await cache.get('k', c.load)).toBe(1);
    clock.advance(9_999);
    expect(await cache.get('k', c.load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', c.load)).toBe(2);
  });

  it('shares one load between callers that miss at the same moment', async () => {
    const cache = new TtlCache<number>(10_000, new FakeClock(0));
    let release!: (n: number) => void;
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<number>((r) => (release = r));
    };
    const answers = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    release(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(10_000, new FakeClock(0));
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('forgets one key, a prefix, or everything', async () => {
    const cache = new TtlCache<number>(10_000, new FakeClock(0));
    const c = counter();
    for (const key of ['warden:1:a', 'warden:1:b', 'warden:12:a', 'state']) await cache.get(key, c.load);
    cache.forgetPrefix('warden:1:');
    expect(await cache.get('warden:1:a', c.load)).toBe(5);
    expect(await cache.get('warden:12:a', c.load)).toBe(3);
    cache.forget('state');
    expect(await cache.get('state', c.load)).toBe(6);
    cache.clear();
    expect(await cache.get('warden:12:a', c.load)).toBe(7);
  });

  it('is off with a ttl of 0, and stays within its size', async () => {
    const off = new TtlCache<number>(0, new FakeClock(0));
    const c = counter();
    await off.get('k', c.load);
    await off.get('k', c.load);
    expect(c.calls()).toBe(2);
    const small = new TtlCache<number>(10_000, new FakeClock(0), 3);
    const d = counter();
    for (const key of ['a', 'b', 'c', 'd']) await small.get(key, d.load);
    expect(await small.get('a', d.load)).toBe(5); // the oldest went to make room
    expect(await small.get('d', d.load)).toBe(4);
  });
});
