/**
 * Roles of the console and the rules about them that both the server and the PWA follow.
 * The contract (docs/product.md, 'Who it is for') lists two spellings of the content roles; docs/product.md, 'Roles'
 * stores the short one.
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

export const VALIDATION_KINDS = ['email', 'phone', '2fa'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

/**
 * Each role by name, for data that is about a role rather than a permission (a warden's posts, a
 * DD's districts). Permissions are never written with these: they live in access.ts.
 */
export const ROLE = Object.fromEntries(ROLES.map((role) => [role, role])) as { readonly [R in Role]: R };
