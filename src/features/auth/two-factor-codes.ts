/**
 * Pure helpers of the 2FA screens: reading the key out of the enrolment URI (for typing by hand),
 * showing it in groups of four, tidying what is typed into the recovery-code box, and the text of
 * the recovery-codes file. Kept apart from the screens so they are unit-tested on their own.
 */
import { RECOVERY_CODE_RE } from '@common/validation';

/** The base32 `secret` of an otpauth:// URI, or '' when the URI carries none. */
export function secretOf(uri: string): string {
  try {
    return (new URL(uri).searchParams.get('secret') ?? '').replace(/\s+/g, '').toUpperCase();
  } catch {
    return '';
  }
}

/** 'JBSWY3DPEHPK3PXP' → ['JBSW', 'Y3DP', 'EHPK', '3PXP']: easier to read out and type. */
export function keyGroups(secret: string, size = 4): string[] {
  const groups: string[] = [];
  for (let i = 0; i < secret.length; i += size) groups.push(secret.slice(i, i + size));
  return groups;
}

const RECOVERY_HALF = 5;

/**
 * Recovery codes look like `k7m2p-9xq4t`. Whatever is typed or pasted (capitals, spaces, a missing
 * or doubled hyphen) becomes that shape: lower case, letters and digits only, hyphen after five.
 */
export function cleanRecoveryCodeInput(raw: string): string {
  const chars = raw
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, RECOVERY_HALF * 2);
  if (chars.length < RECOVERY_HALF) return chars;
  // Keep a typed hyphen visible right after the fifth character, so typing feels natural.
  if (chars.length === RECOVERY_HALF) return raw.trim().endsWith('-') ? `${chars}-` : chars;
  return `${chars.slice(0, RECOVERY_HALF)}-${chars.slice(RECOVERY_HALF)}`;
}

export const isRecoveryCode = (value: string): boolean => RECOVERY_CODE_RE.test(value);

/** The body of the downloaded .txt: a title line, the codes one per line, and how to use them. */
export function recoveryCodesText(header: string, codes: readonly string[], note: string): string {
  return [header, '', ...codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${code}`), '', note, ''].join('\n');
}
