/**
 * The catalogues: Kannada covers every English key (and nothing else), placeholders survive the
 * translation, params are filled, and contract texts from common/ are recognised and translated.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages';
import { VMSG } from '@common/validation';
import { en } from './en';
import { kn } from './kn';
import { contentEn } from './content-en';
import { contentKn } from './content-kn';
import { libraryEn } from './library-en';
import { libraryKn } from './library-kn';
import { chartsEn } from './charts-en';
import { chartsKn } from './charts-kn';
import { helpEn } from './help-en';
import { helpKn } from './help-kn';
import { reviewEn } from './review-en';
import { reviewKn } from './review-kn';
import { adminConsoleEn } from './admin-console-en';
import { adminConsoleKn } from './admin-console-kn';
import { signedInEn } from './signed-in-en';
import { signedInKn } from './signed-in-kn';
import { authFlowEn } from './auth-flow-en';
import { authFlowKn } from './auth-flow-kn';
import { placeholders } from './contract-keys';
import { getLang, idOfText, loadLang, setLang, t, translateText } from './i18n';

afterEach(() => setLang('en'));

describe('catalogues', () => {
  // The core catalogue, and the texts that load with their routes (consoles, signed-in screens, sign-in steps).
  const pairs: [string, Record<string, string>, Record<string, string>][] = [
    ['core', en, kn],
    ['content', contentEn, contentKn],
    ['library', libraryEn, libraryKn],
    ['charts', chartsEn, chartsKn],
    ['help', helpEn, helpKn],
    ['review', reviewEn, reviewKn],
    ['admin console', adminConsoleEn, adminConsoleKn],
    ['signed-in screens', signedInEn, signedInKn],
    ['recovery and two-factor', authFlowEn, authFlowKn],
  ];

  it('has a Kannada text for every English key, and no extra keys', () => {
    for (const [name, english, kannada] of pairs)
      expect(Object.keys(kannada).sort(), name).toEqual(Object.keys(english).sort());
    const keys = pairs.flatMap(([, english]) => Object.keys(english));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has no empty texts', () => {
    for (const [, english, kannada] of pairs)
      for (const [key, text] of [...Object.entries(english), ...Object.entries(kannada)]) {
        expect(text.trim(), key).not.toBe('');
      }
  });

  it('keeps the same placeholders in both languages', () => {
    for (const [, english, kannada] of pairs)
      for (const key of Object.keys(english)) {
        expect(placeholders(kannada[key]!).sort(), key).toEqual(placeholders(english[key]!).sort());
      }
  });

  it('carries every contract text of common/ letter for letter', () => {
    for (const [key, text] of Object.entries(MSG)) expect(en[`msg.${key}` as keyof typeof en]).toBe(text);
    for (const [key, text] of Object.entries(VMSG)) expect(en[`vmsg.${key}` as keyof typeof en]).toBe(text);
  });

  it('keeps the spec texts the screens must show', () => {
    expect(en['otp.emailTitle']).toBe('Validate Email ID (OTP)');
    expect(en['otp.phoneTitle']).toBe('Validate Phone No. (OTP)');
    expect(en['toast.welcome']).toBe('Welcome! You are successfully logged in.');
    expect(en['otp.resending']).toBe('Resending OTP...');
    expect(en['otp.resent']).toBe('OTP Resent Successfully!');
    expect(signedInEn['dash.tagline']).toBe('Publish or view the tweets of your institutions at your fingertips!');
    expect(signedInEn['role.WARDEN']).toBe('warden');
  });
});

describe('t', () => {
  it('fills params', () => {
    expect(t('dash.welcome', { name: 'Lakshmi' })).toBe('Welcome Lakshmi');
    expect(t('otp.resendIn', { seconds: 12 })).toBe('Resend OTP in 12 s');
  });

  it('follows the current language once Kannada has loaded', async () => {
    await setLang('kn');
    expect(getLang()).toBe('kn');
    expect(t('dash.welcome', { name: 'ಲಕ್ಷ್ಮಿ' })).toBe('ಸ್ವಾಗತ, ಲಕ್ಷ್ಮಿ');
    expect(document.documentElement.lang).toBe('kn');
  });

  it('leaves unknown placeholders visible rather than blank', () => {
    expect(t('dash.welcome')).toBe('Welcome {name}');
  });
});

describe('translateText', () => {
  it('maps contract texts to catalogue ids', () => {
    expect(idOfText(VMSG.invalidEmail)).toBe('vmsg.invalidEmail');
    expect(idOfText(MSG.checkPassword)).toBe('msg.checkPassword');
  });

  it('translates known texts and keeps unknown ones', async () => {
    await setLang('kn');
    expect(translateText(VMSG.invalidOtp)).toBe(kn['vmsg.invalidOtp']);
    expect(translateText(MSG.adminDisabled)).toBe(kn['msg.adminDisabled']);
    expect(translateText('Some brand-new server message.')).toBe('Some brand-new server message.');
  });

  it('recognises filled templates and refills the translation', async () => {
    await loadLang('kn');
    const sent = fill(MSG.tooManyAttempts, { minutes: 12 });
    expect(translateText(sent, 'en')).toBe(sent);
    expect(translateText(sent, 'kn')).toBe(fill(kn['msg.tooManyAttempts'], { minutes: 12 }));
  });
});
