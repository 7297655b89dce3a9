/**
 * The holidays list and the revoke call agree (docs/spec-notes.md, 'The contract'): a holiday that has ended, or was
 * already revoked, shows can_revoke false and its revoke answers 409 with a clear message, changing nothing; one that
 * holds or lies ahead shows can_revoke true and revokes. Checked for every row the DD and an admin see, so the two
 * can never disagree again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_MSG } from '@common/holiday-messages.ts';
import { addDays, istDate } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, institutionIn, signInAll, type Caller, type Tokens } from '../support/console.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = new FakeClock();
let t: TestApp;
let call: Caller;
let tok: Tokens;
let org: number;

type Row = { id: number; organization_id: number; from: string; to: string; revoked: boolean; can_revoke: boolean };
const revoke = (row: Row, token: string) =>
  call('PATCH', `organization/${row.organization_id}/holidays/${row.id}/revoke`, {
    token,
    payload: { reason: 'Checking the rule' },
  });
const listed = async (token: string): Promise<Row[]> =>
  json(await call('GET', 'holidays?status=ALL&size=100', { token })).data.items;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  org = (await institutionIn(t, 'Mysuru')).id;
  const today = istDate(clock.now());
  for (const [from, to] of [
    [addDays(today, -9), addDays(today, -8)], // will have ended
    [today, addDays(today, 2)], // holds today
    [addDays(today, 5), addDays(today, 6)], // ahead
  ]) {
    const res = await call('POST', `organization/${org}/holidays`, {
      token: tok.admin,
      payload: { from, to, reason: 'Rule check' },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t?.close());

describe('revoking a holiday', () => {
  it('refuses one that has ended with 409, and the list says so', async () => {
    const ended = (await listed(tok.dd)).find((h) => h.organization_id === org && h.to < istDate(clock.now()))!;
    expect(ended.can_revoke).toBe(false);
    const res = await revoke(ended, tok.dd);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(HOLIDAY_MSG.notRevocable);
    expect((await listed(tok.dd)).find((h) => h.id === ended.id)!.revoked).toBe(false);
  });

  it('refuses one already revoked with 409', async () => {
    const ahead = (await listed(tok.dd)).find((h) => h.organization_id === org && h.from > istDate(clock.now()))!;
    expect((await revoke(ahead, tok.admin)).statusCode).toBe(200);
    const again = await revoke({ ...ahead }, tok.dd);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(HOLIDAY_MSG.notRevocable);
  });

  it('agrees with can_revoke on every row a supervisor sees, a day later too', async () => {
    clock.advance(DAY);
    tok = await signInAll(t, clock); // the access tokens lasted an hour
    for (const token of [tok.dd, tok.admin]) {
      for (const row of await listed(token)) {
        if (row.organization_id !== org) continue;
        const res = await revoke(row, token);
        expect([row.id, res.statusCode]).toEqual([row.id, row.can_revoke ? 200 : 409]);
      }
    }
  });

  it('shows HELPLINE nothing to revoke, and refuses its revoke', async () => {
    const rows = await listed(tok.helpline);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((h) => !h.can_revoke)).toBe(true);
    expect((await revoke(rows[0]!, tok.helpline)).statusCode).toBe(403);
  });
});
