/**
 * RFC 8785 canonical JSON (common/tlog/canonical-json.ts), the byte form of the public log's
 * entries (docs/log.md): the RFC's own examples (section 3.2.2's mixed object, 3.2.3's key
 * order by UTF-16 code units) and Appendix B's number forms, plus the inputs it must refuse.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';

/** The double whose IEEE 754 bits are the given 16 hex digits (RFC 8785 Appendix B). */
function double(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe('RFC 8785 canonical JSON', () => {
  it('section 3.2.2 example: numbers, strings and literals', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    ) as unknown;
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"\u20ac$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('section 3.2.3 example: keys sorted by UTF-16 code units', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    const keys = Object.keys(JSON.parse(canonicalJson(input)) as object);
    // Object.keys puts the integer-like "1" first; compare the text order instead.
    const order = [...canonicalJson(input).matchAll(/"([^"]*)":"[^"]*"/g)].map((m) => m[1]);
    expect(keys).toHaveLength(7);
    expect(order).toEqual(['\\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33']);
  });

  it.each([
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['41b3de4355555555', '333333333.3333333'],
  ])('Appendix B: %s prints as %s', (bits, text) => {
    expect(canonicalJson(double(bits))).toBe(text);
  });

  it('nests, drops undefined members, keeps array order, escapes controls in lowercase hex', () => {
    expect(canonicalJson({ b: [3, { d: 1, c: null }], a: undefined, ä: 'x\u001fy\u2028' })).toBe(
      '{"b":[3,{"c":null,"d":1}],"ä":"x\\u001fy\u2028"}',
    );
    expect(canonicalJson('')).toBe('""');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a lone surrogate', '\ud800x'],
    ['a lone surrogate key', { '\udc00': 1 }],
    ['a bigint', 1n],
    ['a function', () => 1],
    ['undefined', undefined],
    ['a Map', new Map()],
  ])('refuses %s', (_, value) => {
    expect(() => canonicalJson(value)).toThrow(/canonicalJson/);
  });
});
