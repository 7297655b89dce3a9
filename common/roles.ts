/**
 * Roles of the console and the rules about them that both the server and the PWA follow.
 * SPEC.md §1 lists two spellings of the content roles; DECISIONS §3 stores the short one.
 */
export const ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'CREATOR',
  'MODERATOR',
  'APPROVER',
  'WARDEN',
  'DD',
  'HELPLINE',
  'TEST_ADMIN',
  'APPLICANT_VERIFIER',
  'CERTIFICATE_AUTHORIZER',
] as const;
export type Role = (typeof ROLES)[number];

const ALIASES: Record<string, Role> = {
  CONTENT_ADMIN: 'ADMIN',
  CONTENT_CREATOR: 'CREATOR',
  CONTENT_MODERATOR: 'MODERATOR',
  CONTENT_APPROVER: 'APPROVER',
};

/** Accepts either spelling; answers null for anything that is not a role. */
export function normalizeRole(value: string): Role | null {
  const upper = value.trim().toUpperCase();
  if (upper in ALIASES) return ALIASES[upper] ?? null;
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : null;
}

/** SPEC.md §4: only these roles complete sign-in. */
export const CONSOLE_ROLES: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'CREATOR',
  'MODERATOR',
  'APPROVER',
  'WARDEN',
  'DD',
  'HELPLINE',
];
/** SPEC.md §4: the phone and 2FA steps accept only these roles. */
export const PHONE_OR_2FA_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CREATOR', 'MODERATOR', 'APPROVER'];

export const VALIDATION_KINDS = ['email', 'phone', '2fa'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export function isConsoleRole(role: Role): boolean {
  return CONSOLE_ROLES.includes(role);
}

/** DECISIONS §4: wardens, DDs and helpline always confirm by email; others by phone or 2FA. */
export function secondStepFor(role: Role, chosen: ValidationKind | null | undefined): ValidationKind {
  if (!PHONE_OR_2FA_ROLES.includes(role)) return 'email';
  return chosen === '2fa' ? '2fa' : 'phone';
}

/** Where a validated user lands (DECISIONS §8). */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'WARDEN':
      return '/dashboard/home';
    case 'DD':
      return '/dd';
    case 'ADMIN':
    case 'SUPER_ADMIN':
      return '/admin';
    case 'HELPLINE':
      return '/helpline';
    case 'CREATOR':
    case 'MODERATOR':
    case 'APPROVER':
      return '/content';
    default:
      return '/404';
  }
}

/**
 * Who manages whose account (DECISIONS §8): a SUPER_ADMIN every role; an ADMIN the roles below
 * ADMIN, never ADMIN or SUPER_ADMIN; nobody else anyone. Reset approvals follow the same rank.
 */
export function manageableRoles(manager: Role): Role[] {
  if (manager === 'SUPER_ADMIN') return [...ROLES];
  if (manager === 'ADMIN') return ROLES.filter((r) => r !== 'SUPER_ADMIN' && r !== 'ADMIN');
  return [];
}
