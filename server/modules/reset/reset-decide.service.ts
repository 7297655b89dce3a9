/**
 * Deciding a password reset (docs/product.md, 'Password reset'): who may approve or reject whose
 * request (a SUPER_ADMIN anyone's, an ADMIN those of roles below ADMIN, nobody their own), when a
 * request can still be decided, and the mail each decision sends. `decisionRules` takes the
 * repositories, the audit log and the code issuer, so these rules get unit tests without a
 * database (reset-decide.service.test.ts; docs/architecture.md).
 */
import { MSG } from '@common/messages.ts';
import { rolesInReach } from '@common/access.ts';
import type { Role } from '@common/roles.ts';
import { readableResetId } from '@common/reset-status.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { findAccountById } from '../auth/accounts.repository.ts';
import { issueCode } from '../auth/codes.service.ts';
import * as resets from './reset.repository.ts';
import { mailCode, shape } from './reset.shape.ts';

/** What deciding reads and writes. */
export type DecisionDeps = Pick<typeof resets, 'findRequest' | 'transition' | 'pendingRequests' | 'activitiesOf'> & {
  findAccountById: typeof findAccountById;
  audit: typeof audit;
  issueCode: typeof issueCode;
};

/** The decision rules over the given repositories. */
export function decisionRules(d: DecisionDeps) {
  /** A SUPER_ADMIN approves anyone's request; an ADMIN approves those of roles below ADMIN. */
  function approvableRoles(approver: Role): Role[] {
    return rolesInReach(approver, 'reset.decide');
  }

  async function decidable(ctx: AppContext, approver: { id: number; role: Role }, requestId: number) {
    const request = await d.findRequest(ctx.db, requestId);
    const account = request && (await d.findAccountById(ctx.db, request.account_id));
    // Out of the approver's reach is as unseen as missing (docs/product.md, 'Calls and answers'); their own, seen, is
    // refused.
    if (!request || !account || !approvableRoles(approver.role).includes(account.role))
      throw errors.notFound(MSG.invalidRequest);
    if (account.id === approver.id) throw errors.forbidden(MSG.adminNoRights);
    if (request.status !== 'REQUESTED' || !request.is_open)
      throw errors.conflict('This request is not waiting for approval.');
    return { request, account };
  }

  async function decide(
    ctx: AppContext,
    approver: { id: number; role: Role },
    requestId: number,
    approve: boolean,
    ip: string,
  ) {
    const { request, account } = await decidable(ctx, approver, requestId);
    const now = ctx.clock.now();
    if (
      !(await d.transition(
        ctx.db,
        request.id,
        ['REQUESTED'],
        approve ? 'APPROVED' : 'REJECTED',
        approver.id,
        now,
        approve,
      ))
    ) {
      throw errors.conflict('This request is not waiting for approval.');
    }
    await d.audit(ctx.db, {
      actorId: approver.id,
      action: approve ? 'reset.approved' : 'reset.rejected',
      entity: 'reset_request',
      entityId: request.id,
      ip,
      at: now,
    });
    if (approve) await mailCode(ctx, account, request, false, d.issueCode);
    else
      await ctx.messenger.send({
        channel: 'email',
        to: account.email_id,
        subject: `Password reset ${readableResetId(request.id)}`,
        text: 'Your password reset request was not approved. You may ask again after 24 hours, or contact your administrator.',
      });
    return shape(ctx, account, (await d.findRequest(ctx.db, request.id))!, d.activitiesOf);
  }

  async function listPending(ctx: AppContext, approver: { id: number; role: Role }) {
    const rows = await d.pendingRequests(ctx.db, approvableRoles(approver.role));
    const items = rows
      .filter((r) => r.account_id !== approver.id)
      .map((r) => ({
        request_id: r.id,
        reset_password_request_readable_id: readableResetId(r.id),
        requested_on: new Date(r.created_at).getTime(),
        user: { id: r.account_id, name: `${r.first_name} ${r.last_name}`.trim(), email_id: r.email_id, role: r.role },
      }));
    return { items, total_items: items.length, total_pages: items.length ? 1 : 0, current_page: 1 };
  }

  return { decide, listPending };
}

export const { decide, listPending } = decisionRules({ ...resets, findAccountById, audit, issueCode });
