/**
 * The demo accounts (README.md, 'Signing in to the demo'). Every one signs in with DEMO_PASSWORD.
 */
import type { Role, ValidationKind } from '@common/roles.ts';

export const DEMO_PASSWORD = 'Demo@2025';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  first: string;
  last: string;
  role: Role;
  step: ValidationKind;
  phone: string;
  totp?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@example.org',
    first: 'Shanthala',
    last: 'Rao',
    role: 'SUPER_ADMIN',
    step: '2fa',
    phone: '9845000001',
    totp: DEMO_TOTP_SECRET,
  },
  { email: 'admin@example.org', first: 'Arun', last: 'Kumar', role: 'ADMIN', step: 'phone', phone: '9876543210' },
  { email: 'dd@example.org', first: 'Deepa', last: 'Gowda', role: 'DD', step: 'email', phone: '9845000003' },
  { email: 'warden@example.org', first: 'Ravi', last: 'Shankar', role: 'WARDEN', step: 'email', phone: '9845000004' },
  { email: 'warden2@example.org', first: 'Fatima', last: 'Begum', role: 'WARDEN', step: 'email', phone: '9845000005' },
  {
    email: 'helpline@example.org',
    first: 'Manjunath',
    last: 'H',
    role: 'HELPLINE',
    step: 'email',
    phone: '9845000006',
  },
  { email: 'creator@example.org', first: 'Kavya', last: 'Shetty', role: 'CREATOR', step: '2fa', phone: '9845000007' },
  // The website's review (docs/spec-notes.md, 'The website's content and its review'): a draft goes from the creator
  // to a moderator and an approver.
  {
    email: 'moderator@example.org',
    first: 'Mohan',
    last: 'Das',
    role: 'MODERATOR',
    step: 'phone',
    phone: '9845000008',
  },
  { email: 'approver@example.org', first: 'Asha', last: 'Naik', role: 'APPROVER', step: 'phone', phone: '9845000009' },
];

/** First names for the generated wardens of the other demo institutions. */
export const WARDEN_NAMES = [
  'Anitha',
  'Basavaraj',
  'Chandrashekar',
  'Divya',
  'Eshwar',
  'Gangamma',
  'Hanumanthappa',
  'Iqbal',
  'Jyothi',
  'Kiran',
  'Lakshmi',
  'Mahesh',
  'Nagaraj',
  'Pavithra',
  'Raghavendra',
  'Savitha',
  'Thimmaiah',
  'Usha',
  'Veeresh',
  'Yashodha',
  'Girish',
  'Shobha',
  'Prakash',
  'Roopa',
  'Siddappa',
  'Vanitha',
  'Mallikarjun',
  'Nethravathi',
  'Somashekar',
  'Bharathi',
];
