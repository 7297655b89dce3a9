/**
 * Who may do what: the one access table (immich's utils/access.ts is the model). Every action the
 * API offers names the roles that may do it and the scope each works in; the server's route guards,
 * services and scope checks, and the PWA's guards, menus and buttons, all read it. A role name in
 * quotes anywhere else is a test failure (tests/unit/role-lists.test.ts). Plain TypeScript, no zod:
 * the sign-in screen loads it.
 */
import { ROLE, ROLES, type Role, type ValidationKind } from './roles.ts';

/**
 * self: one's own account; own: the warden's institutions, their posts and one's own uploads;
 * district: the DD's assigned districts; below: accounts of roles ranked below one's own;
 * state: everything.
 */
export type Scope = 'self' | 'own' | 'district' | 'below' | 'state';
type Grants = Partial<Record<Role, Scope>>;

/** These roles are not silently ignored at sign-in: they get a clear refusal (docs/product.md, 'Roles'). */
const OUTSIDE_CONSOLE: readonly Role[] = ['TEST_ADMIN', 'APPLICANT_VERIFIER', 'CERTIFICATE_AUTHORIZER'];
/** The contract (docs/product.md, 'Signing in'): only these roles complete sign-in. */
export const CONSOLE_ROLES: readonly Role[] = ROLES.filter((role) => !OUTSIDE_CONSOLE.includes(role));
/** The contract (docs/product.md, 'Signing in'): the phone and 2FA steps accept only these roles. */
export const PHONE_OR_2FA_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CREATOR', 'MODERATOR', 'APPROVER'];

const everyone = (scope: Scope): Grants => Object.fromEntries(CONSOLE_ROLES.map((role) => [role, scope]));
const admins: Grants = { SUPER_ADMIN: 'state', ADMIN: 'state' };
const managers: Grants = { SUPER_ADMIN: 'state', ADMIN: 'below' };
const supervisors: Grants = { ...admins, DD: 'district' };
const readers: Grants = { ...supervisors, HELPLINE: 'state' };
const uploaders: Grants = { WARDEN: 'own', ...admins, CREATOR: 'own', MODERATOR: 'own', APPROVER: 'own' };
// The website's staff (docs/spec-notes.md, 'The website's content and its review'): content admins are stored as
// ADMIN (docs/product.md, 'Roles').
const contentStaff: Grants = { ...admins, CREATOR: 'state', MODERATOR: 'state', APPROVER: 'state' };

export const ACCESS = {
  // One's own account (docs/product.md, 'Calls and answers').
  'account.readSelf': everyone('self'),
  'account.changePassword': everyone('self'),
  // Accounts of others (docs/product.md, 'Roles'): a SUPER_ADMIN every role, an ADMIN the roles below ADMIN.
  'account.list': managers,
  'account.read': managers,
  'account.create': managers,
  'account.setStatus': managers,
  'account.setDistricts': managers,
  'account.checkDirector': admins,
  'account.reset2fa': { SUPER_ADMIN: 'state' },
  // Password-reset approvals (docs/product.md, 'Password reset') follow the same rank.
  'reset.listPending': managers,
  'reset.decide': managers,
  // Institutions.
  'organization.listOwn': { WARDEN: 'own' },
  'organization.list': readers,
  'organization.read': { ...readers, WARDEN: 'own' },
  'organization.create': admins,
  'organization.update': admins,
  'organization.assignWarden': admins,
  'organization.delete': admins,
  // Holidays (docs/product.md, 'Holidays'): the warden or an admin declares; the DD of the district or an admin
  // revokes.
  'holiday.list': readers,
  'holiday.listOfOrganization': { ...readers, WARDEN: 'own' },
  'holiday.declare': { ...admins, WARDEN: 'own' },
  'holiday.revoke': supervisors,
  // Posts.
  'tweet.create': { WARDEN: 'own' },
  'tweet.listOwn': { WARDEN: 'own' },
  'tweet.read': { ...readers, WARDEN: 'own' },
  'tweet.feed': readers,
  // The review of flagged posts (docs/review.md): a DD in their districts, admins in the state.
  'tweet.review': supervisors,
  // Media: uploads are one's own; admins and the content staff read any file by id.
  'media.upload': uploaders,
  'media.listOwn': uploaders,
  'media.read': { ...everyone('own'), ...admins, CREATOR: 'state', MODERATOR: 'state', APPROVER: 'state' },
  // The media library (docs/spec-notes.md, 'The website's content and its review'): one library the content staff
  // share; a creator changes only their own files and folders. Wardens' photos are never in it.
  'media.library': contentStaff,
  'media.manage': { ...admins, CREATOR: 'own', MODERATOR: 'state', APPROVER: 'state' },
  // The website's sections and their review (docs/spec-notes.md, 'The website's content and its review',
  // common/site/site-review.ts).
  'site.read': contentStaff,
  'site.edit': { ...admins, CREATOR: 'state', MODERATOR: 'state' },
  'site.submit': { ...admins, CREATOR: 'state' },
  'site.forward': { ...admins, MODERATOR: 'state' },
  'site.approve': { ...admins, APPROVER: 'state' },
  'site.reject': { ...admins, MODERATOR: 'state', APPROVER: 'state' },
  'site.withdraw': { ...admins, CREATOR: 'own', MODERATOR: 'own' },
  'site.restore': { ...admins, APPROVER: 'state' },
  // Statistics.
  'stats.warden': { WARDEN: 'own' },
  'stats.dd': supervisors,
  'stats.admin': admins,
  'stats.incomplete': supervisors,
  'stats.league': supervisors,
  // The weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): a DD reads their
  // districts' and the state's; admins make them again.
  'reports.read': supervisors,
  'reports.make': admins,
  // Reference data every signed-in user reads.
  'places.read': everyone('state'),
  'schedule.read': everyone('state'),
  'schedule.update': { SUPER_ADMIN: 'state' },
  // Publishing to X (docs/spec-notes.md, 'Publishing to X'): an institution's X account is connected by an admin or
  // its own warden, who may also put a post X gave up on back in the queue.
  'x.connect': { ...admins, WARDEN: 'own' },
  'x.retry': { ...admins, WARDEN: 'own' },
  // HELPLINE's read-only look-ups.
  'helpline.lookup': { HELPLINE: 'state', ...admins },
} satisfies Record<string, Grants>;

export type Action = keyof typeof ACCESS;

/** The scope a role works in for an action; null when the role may not do it at all. */
export function scopeOf(role: Role | '' | null | undefined, action: Action): Scope | null {
  if (!role) return null;
  return (ACCESS[action] as Grants)[role] ?? null;
}

export const can = (role: Role | '' | null | undefined, action: Action): boolean => scopeOf(role, action) !== null;

export const rolesFor = (action: Action): Role[] => ROLES.filter((role) => can(role, action));

/**
 * Whose turn a website draft is in each open state (common/site/site-review.ts): the inbox lists it
 * for them and the notice email goes to them. Admins may act at every step but are not mailed.
 */
export const CONTENT_TURN = { DRAFT: 'CREATOR', IN_REVIEW: 'MODERATOR', PENDING_APPROVAL: 'APPROVER' } as const;

/** The consoles of the PWA and who opens each (docs/product.md, 'Roles'); the first listed is a role's home. */
export const CONSOLES = {
  '/dashboard/home': ['WARDEN'],
  '/dd': ['DD'],
  '/admin': ['SUPER_ADMIN', 'ADMIN'],
  '/helpline': ['HELPLINE'],
  '/content': ['CREATOR', 'MODERATOR', 'APPROVER', 'SUPER_ADMIN', 'ADMIN'],
} as const satisfies Record<string, readonly Role[]>;
export type Console = keyof typeof CONSOLES;

export const opensConsole = (role: Role | '' | null | undefined, console: Console): boolean =>
  !!role && (CONSOLES[console] as readonly Role[]).includes(role);

/** Where a validated user lands (docs/product.md, 'Roles'). */
export function homePathFor(role: Role): string {
  const entry = Object.entries(CONSOLES).find(([, roles]) => (roles as readonly Role[]).includes(role));
  return entry ? entry[0] : '/404';
}

export const isConsoleRole = (role: Role): boolean => CONSOLE_ROLES.includes(role);

/** docs/product.md, 'Signing in': wardens, DDs and helpline always confirm by email; others by phone or 2FA. */
export function secondStepFor(role: Role, chosen: ValidationKind | null | undefined): ValidationKind {
  if (!PHONE_OR_2FA_ROLES.includes(role)) return 'email';
  return chosen === '2fa' ? '2fa' : 'phone';
}

/** Ranks above the rest: a role manages only roles ranked below it ('below' scope). */
const RANKED: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

/** The account roles a role's scope covers for an account action. */
export function rolesInReach(role: Role, action: Action = 'account.read'): Role[] {
  const scope = scopeOf(role, action);
  if (scope === 'state') return [...ROLES];
  if (scope !== 'below') return [];
  const rank = RANKED.indexOf(role);
  return ROLES.filter((other) => !RANKED.slice(0, rank + 1).includes(other));
}

/** Whether an account carries assigned districts: a DD's scope is the districts assigned to them. */
export const hasDistricts = (role: Role | '' | null | undefined): boolean => role === ROLE.DD;

/** docs/product.md, 'Password reset': nobody ranks above a SUPER_ADMIN, so their own reset request is approved at once. */
export const approvesOwnReset = (role: Role): boolean => RANKED[0] === role;
