/**
 * The 2FA helpers: the key shown for typing by hand comes from the URI's secret, grouped by four;
 * the recovery-code box turns anything typed or pasted into the `xxxxx-xxxxx` shape.
 */
import { describe, expect, it } from 'vitest';
import { cleanRecoveryCodeInput, isRecoveryCode, keyGroups, recoveryCodesText, secretOf } from './two-factor-codes';

const URI =
  'otpauth://totp/Hostel%20Meals:creator%40example.org?issuer=Hostel%20Meals&secret=NZONV5DSZ5QZLLJOSF767W4XRJ72CTCG&algorithm=SHA1&digits=6&period=30';

describe('secretOf and keyGroups', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(secretOf(URI)).toBe('NZONV5DSZ5QZLLJOSF767W4XRJ72CTCG');
  });

  it('answers an empty key for a broken URI', () => {
    expect(secretOf('not a uri')).toBe('');
    expect(secretOf('otpauth://totp/x?issuer=y')).toBe('');
  });

  it('groups the key by four', () => {
    expect(keyGroups('JBSWY3DPEHPK3PXP')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(keyGroups('ABCDEF')).toEqual(['ABCD', 'EF']);
  });
});

describe('cleanRecoveryCodeInput', () => {
  it('lower-cases and inserts the hyphen after five characters', () => {
    expect(cleanRecoveryCodeInput('K7M2P9XQ4T')).toBe('k7m2p-9xq4t');
  });

  it('tidies pasted codes with spaces and extra hyphens', () => {
    expect(cleanRecoveryCodeInput('  k7m2p - 9xq4t ')).toBe('k7m2p-9xq4t');
    expect(cleanRecoveryCodeInput('k7m2p--9xq4t')).toBe('k7m2p-9xq4t');
  });

  it('caps the length at ten characters plus the hyphen', () => {
    expect(cleanRecoveryCodeInput('k7m2p9xq4tzzzz')).toBe('k7m2p-9xq4t');
  });

  it('keeps a typed hyphen after the fifth character while typing', () => {
    expect(cleanRecoveryCodeInput('k7m2')).toBe('k7m2');
    expect(cleanRecoveryCodeInput('k7m2p')).toBe('k7m2p');
    expect(cleanRecoveryCodeInput('k7m2p-')).toBe('k7m2p-');
    expect(cleanRecoveryCodeInput('k7m2p-9')).toBe('k7m2p-9');
  });

  it('recognises a complete code', () => {
    expect(isRecoveryCode('k7m2p-9xq4t')).toBe(true);
    expect(isRecoveryCode('k7m2p-9xq4')).toBe(false);
  });
});

describe('recoveryCodesText', () => {
  it('numbers the codes one per line between a header and a note', () => {
    const text = recoveryCodesText('Codes for a@b.c', ['aaaaa-bbbbb', 'ccccc-ddddd'], 'Use each once.');
    expect(text.split('\n')).toEqual([
      'Codes for a@b.c',
      '',
      ' 1. aaaaa-bbbbb',
      ' 2. ccccc-ddddd',
      '',
      'Use each once.',
      '',
    ]);
  });
});
