/**
 * How a section's content changes state (docs/spec-notes.md, 'The website's content and its review'): the only way
 * from a draft to the public site. A draft is DRAFT, then IN_REVIEW once its author submits it, PENDING_APPROVAL once
 * a moderator forwards it, and PUBLISHED once an approver who did not write it approves it. A reject (with a reason)
 * or the author's withdraw sends it back to DRAFT. Versions are never changed, only superseded: an edit appends a new
 * version (EDITED marks the one it replaced), and publishing archives the version that was live. The server enforces
 * this table; the editor shows the steps the caller may take from it, and no others.
 */
import { can, scopeOf, type Action } from '../access.ts';
import { MSG, fill } from '../messages.ts';
import { SITE_MSG } from './site-messages.ts';
import type { Role } from '../roles.ts';

export const VERSION_STATES = ['DRAFT', 'IN_REVIEW', 'PENDING_APPROVAL', 'PUBLISHED', 'EDITED', 'ARCHIVED'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

/** The states of a section's one open draft. */
export const OPEN_STATES = ['DRAFT', 'IN_REVIEW', 'PENDING_APPROVAL'] as const satisfies readonly VersionState[];
export type OpenState = (typeof OPEN_STATES)[number];
export const isOpen = (state: VersionState): state is OpenState => (OPEN_STATES as readonly string[]).includes(state);

export const REVIEW_STEPS = ['submit', 'forward', 'approve', 'reject', 'withdraw'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** Every activity a version's history records. */
export const ACTIVITY_TYPES = ['save', ...REVIEW_STEPS, 'restore'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

interface Transition {
  from: readonly OpenState[];
  to: VersionState;
  action: Action;
}

export const TRANSITIONS: Record<ReviewStep, Transition> = {
  submit: { from: ['DRAFT'], to: 'IN_REVIEW', action: 'site.submit' },
  forward: { from: ['IN_REVIEW'], to: 'PENDING_APPROVAL', action: 'site.forward' },
  approve: { from: ['PENDING_APPROVAL'], to: 'PUBLISHED', action: 'site.approve' },
  reject: { from: ['IN_REVIEW', 'PENDING_APPROVAL'], to: 'DRAFT', action: 'site.reject' },
  withdraw: { from: ['IN_REVIEW', 'PENDING_APPROVAL'], to: 'DRAFT', action: 'site.withdraw' },
};

/**
 * Who may change a draft's items: its writers (site.edit) while it is a DRAFT, and in review those
 * who may also forward it (moderators, admins); nobody once it waits for approval.
 */
export function mayEdit(role: Role, state: OpenState): boolean {
  if (state === 'DRAFT') return can(role, 'site.edit');
  if (state === 'IN_REVIEW') return can(role, 'site.edit') && can(role, 'site.forward');
  return false;
}

/** A reject is taken by whoever may take the step it refuses: forward in review, approve after. */
export const rejectStepOf = (state: OpenState): Action | null =>
  state === 'IN_REVIEW' ? 'site.forward' : state === 'PENDING_APPROVAL' ? 'site.approve' : null;

/** A review step's state words, for messages ('This draft is in review; …'). */
export const STATE_WORDS: Record<VersionState, string> = {
  DRAFT: 'a draft',
  IN_REVIEW: 'in review',
  PENDING_APPROVAL: 'pending approval',
  PUBLISHED: 'published',
  EDITED: 'replaced by a later edit',
  ARCHIVED: 'archived',
};

/** What decides whether a caller may take a step on a section now. */
export interface DraftFacts {
  role: Role;
  userId: number;
  /** The open draft: its state, the author of its chain and everyone who saved a version of it. */
  open: { state: OpenState; author_id: number; savers: readonly number[] } | null;
  /** How many versions the section has. */
  versions: number;
}
export type StepName = ReviewStep | 'edit' | 'restore';
export interface Refusal {
  status: 403 | 404 | 409;
  message: string;
}

const refuse = (status: Refusal['status'], message: string, state?: VersionState): Refusal => ({
  status,
  message: state ? fill(message, { state: STATE_WORDS[state] }) : message,
});

/**
 * Why the caller may not take a step now, or null when they may: the one rule the server enforces
 * and the editor's buttons follow (`can` in the section's answer is this, step by step).
 */
export function refusal(step: StepName, f: DraftFacts): Refusal | null {
  const { role, open } = f;
  if (step === 'edit') {
    if (!can(role, 'site.edit')) return refuse(403, MSG.adminNoRights);
    return open && !mayEdit(role, open.state) ? refuse(409, SITE_MSG.notEditable, open.state) : null;
  }
  if (step === 'restore') {
    if (!can(role, 'site.restore')) return refuse(403, MSG.adminNoRights);
    if (f.versions === 0) return refuse(404, SITE_MSG.versionNotFound);
    return open && open.state !== 'DRAFT' ? refuse(409, SITE_MSG.restoreBusy) : null;
  }
  const transition = TRANSITIONS[step];
  if (!can(role, transition.action)) return refuse(403, MSG.adminNoRights);
  if (!open) return refuse(409, SITE_MSG.noDraft);
  if (!transition.from.includes(open.state)) return refuse(409, SITE_MSG.wrongStep, open.state);
  if (step === 'reject') {
    const needed = rejectStepOf(open.state);
    if (!needed || !can(role, needed)) return refuse(403, SITE_MSG.notYourStep, open.state);
  }
  if (step === 'withdraw' && scopeOf(role, 'site.withdraw') === 'own' && open.author_id !== f.userId)
    return refuse(403, SITE_MSG.onlyAuthor);
  if (step === 'approve' && open.savers.includes(f.userId)) return refuse(403, SITE_MSG.authorApproves);
  return null;
}

/** Every step the caller may take now, for the editor's buttons. */
export const stepsOpen = (f: DraftFacts): Record<StepName, boolean> =>
  Object.fromEntries((['edit', ...REVIEW_STEPS, 'restore'] as const).map((s) => [s, refusal(s, f) === null])) as Record<
    StepName,
    boolean
  >;
