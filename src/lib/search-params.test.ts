import { describe, expect, it } from 'vitest';
import { compact, searchParam } from './search-params';

describe('search params', () => {
  it('keeps valid values and drops the rest', () => {
    expect(searchParam.page('3')).toBe(3);
    expect(searchParam.page('1')).toBeUndefined();
    expect(searchParam.page('x')).toBeUndefined();
    expect(searchParam.id('12')).toBe(12);
    expect(searchParam.id('-1')).toBeUndefined();
    expect(searchParam.oneOf('LUNCH', ['BREAKFAST', 'LUNCH'] as const)).toBe('LUNCH');
    expect(searchParam.oneOf('TEA', ['BREAKFAST', 'LUNCH'] as const)).toBeUndefined();
    expect(searchParam.text('  hunsur  ')).toBe('hunsur');
    expect(searchParam.text('   ')).toBeUndefined();
    expect(searchParam.date('2026-02-29')).toBeUndefined();
    expect(searchParam.date('2028-02-29')).toBe('2028-02-29');
    expect(compact({ a: 1, b: undefined, c: '' })).toEqual({ a: 1 });
  });
});
