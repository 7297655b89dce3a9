/**
 * Deciding a password reset without a database (docs/architecture.md, 'Repositories and table
 * families'): decisionRules gets in-memory requests and accounts, a recording audit log, messenger
 * and code issuer, so who may decide whose request, and what each decision mails, is checked in
 * milliseconds. The same flows over the database: tests/server/password-reset.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { ROLE, type Role } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { FakeClock } from '../../lib/clock.ts';
import { decisionRules, type DecisionDeps } from './reset-decide.service.ts';

const NOW = new Date('2026-11-20T06:30:00Z');
const superAdmin = { id: 1, role: ROLE.SUPER_ADMIN };
const admin = { id: 2, role: ROLE.ADMIN };
const ACCOUNTS: Record<number, { role: Role }> = {
  1: superAdmin,
  2: admin,
  3: { role: ROLE.ADMIN },
  4: { role: ROLE.WARDEN },
};

function setup() {
  const requests = [3, 4, 2].map((accountId, i) => ({
    id: i + 1,
    account_id: accountId,
    status: 'REQUESTED',
    is_open: true,
    created_at: NOW,
    updated_at: NOW,
  }));
  const sent: { to: string; text: string }[] = [];
  const audited: string[] = [];
  const deps = {
    findRequest: async (_db: unknown, id: number) => requests.find((r) => r.id === id),
    findAccountById: async (_db: unknown, id: number) =>
      ACCOUNTS[id] && { id, role: ACCOUNTS[id].role, first_name: 'A', last_name: `${id}`, email_id: `a${id}@x.in` },
    transition: async (_db: unknown, id: number, from: string[], to: string) => {
      const request = requests.find((r) => r.id === id && from.includes(r.status));
      if (request) Object.assign(request, { status: to, is_open: to !== 'REJECTED' });
      return !!request;
    },
    pendingRequests: async (_db: unknown, roles: Role[]) =>
      requests
        .filter((r) => r.status === 'REQUESTED' && roles.includes(ACCOUNTS[r.account_id]!.role))
        .map((r) => ({
          ...r,
          first_name: 'A',
          last_name: `${r.account_id}`,
          email_id: '',
          role: ACCOUNTS[r.account_id]!.role,
        })),
    activitiesOf: async () => [],
    audit: async (_db: unknown, entry: { action: string }) => void audited.push(entry.action),
    issueCode: async () => '482913',
  } as unknown as DecisionDeps;
  const ctx = {
    db: null,
    clock: new FakeClock(NOW.getTime()),
    messenger: { send: async (m: { to: string; text: string }) => void sent.push(m) },
  } as unknown as AppContext;
  return { rules: decisionRules(deps), ctx, sent, audited, requests };
}

describe('deciding a password reset', () => {
  it("lets a super admin approve an admin's request: the code is mailed and the step audited", async () => {
    const { rules, ctx, sent, audited } = setup();
    const answer = await rules.decide(ctx, superAdmin, 1, true, 'ip');
    expect(answer).toMatchObject({ user_id: 3, status: 'APPROVED', reset_password_request_id: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'a3@x.in' });
    expect(sent[0]!.text).toContain('482913');
    expect(audited).toEqual(['reset.approved']);
  });

  it("keeps an admin to roles below ADMIN: another admin's request is as missing (404), their own refused (403)", async () => {
    const { rules, ctx } = setup();
    await expect(rules.decide(ctx, admin, 1, true, 'ip')).rejects.toMatchObject({
      statusCode: 404,
      message: MSG.invalidRequest,
    });
    expect(await rules.decide(ctx, admin, 2, false, 'ip')).toMatchObject({ status: 'REJECTED' });
    await expect(rules.decide(ctx, superAdmin, 3, true, 'ip')).resolves.toMatchObject({ status: 'APPROVED' });
    const own = setup();
    await expect(own.rules.decide(own.ctx, { id: 3, role: ROLE.SUPER_ADMIN }, 1, true, 'ip')).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.adminNoRights,
    });
  });

  it('decides a request once: a second decision is a conflict, and a rejection mails no code', async () => {
    const { rules, ctx, sent } = setup();
    await rules.decide(ctx, superAdmin, 2, false, 'ip');
    expect(sent[0]!.text).toContain('not approved');
    expect(sent[0]!.text).not.toContain('482913');
    await expect(rules.decide(ctx, superAdmin, 2, true, 'ip')).rejects.toMatchObject({ statusCode: 409 });
  });

  it("lists the requests within the approver's reach, never their own", async () => {
    const { rules, ctx } = setup();
    const forAdmin = await rules.listPending(ctx, admin);
    expect(forAdmin.items.map((i) => i.user.id)).toEqual([4]);
    const forSuper = await rules.listPending(ctx, superAdmin);
    expect(forSuper.items.map((i) => i.user.id)).toEqual([3, 4, 2]);
    expect(forSuper).toMatchObject({ total_items: 3, total_pages: 1, current_page: 1 });
  });
});
