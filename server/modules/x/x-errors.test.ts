import { describe, expect, it } from 'vitest';
import { failureOf, transportFailure } from './x-errors.ts';
import { samePostText } from './x-settle.ts';

const headers = (h: Record<string, string> = {}) => new Headers(h);

describe('what an X failure means', () => {
  it('tells the three 429s apart: the account, the app quota, the usage cap', () => {
    const user = failureOf(
      429,
      headers({ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': '1800000000' }),
      {},
      'post',
    );
    expect(user.kind).toBe('rate');
    expect(user.resetAt?.getTime()).toBe(1_800_000_000_000);
    const app = failureOf(
      429,
      headers({ 'x-app-limit-24hour-remaining': '0', 'x-app-limit-24hour-reset': '1800000100' }),
      {},
      'post',
    );
    expect(app.kind).toBe('app-quota');
    expect(app.resetAt?.getTime()).toBe(1_800_000_100_000);
    const capped = failureOf(
      429,
      headers(),
      { title: 'UsageCapExceeded', type: 'https://api.twitter.com/2/problems/usage-capped' },
      'post',
    );
    expect(capped.kind).toBe('usage-capped');
  });

  it('asks for a reconnect on a refused grant, a dead token, a suspended user or a missing scope', () => {
    expect(failureOf(400, headers(), { error: 'invalid_grant' }, 'token refresh').kind).toBe('reconnect');
    expect(failureOf(401, headers(), { title: 'Unauthorized' }, 'post').kind).toBe('reconnect');
    expect(
      failureOf(
        403,
        headers(),
        { detail: 'Your account is suspended and is not permitted to access this feature.' },
        'post',
      ).kind,
    ).toBe('reconnect');
    expect(failureOf(403, headers(), { detail: 'Missing scope tweet.write' }, 'post').kind).toBe('reconnect');
  });

  it('reads the duplicate 403 as "find out", a 5xx as "later", other 4xx as refused', () => {
    expect(
      failureOf(403, headers(), { detail: 'You are not allowed to create a Tweet with duplicate content.' }, 'post')
        .kind,
    ).toBe('duplicate');
    expect(failureOf(503, headers(), {}, 'post').kind).toBe('server');
    expect(failureOf(400, headers(), { detail: 'bad media' }, 'post').kind).toBe('refused');
    // A 400 from the posts API is not a refused grant, even if it says invalid_request.
    expect(failureOf(400, headers(), { error: 'invalid_request' }, 'post').kind).toBe('refused');
  });

  it('names a timeout and a dropped connection, without echoing anything secret', () => {
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    expect(transportFailure(timeout, 'post').kind).toBe('timeout');
    expect(
      transportFailure(new TypeError('fetch failed', { cause: new Error('socket hang up') }), 'post'),
    ).toMatchObject({
      kind: 'network',
      message: 'post: socket hang up',
    });
  });
});

describe('finding our post among the account’s own', () => {
  it('matches X’s escaped entities and appended photo link', () => {
    const ours = 'Rice & dal <fresh>\nLunch, 25 November 2026\n#SocialAudit_SWDMeals';
    expect(
      samePostText(
        'Rice &amp; dal &lt;fresh&gt;\nLunch, 25 November 2026\n#SocialAudit_SWDMeals https://t.co/AbC123',
        ours,
      ),
    ).toBe(true);
    expect(samePostText('Rice &amp; dal\nDinner, 25 November 2026\n#SocialAudit_SWDMeals', ours)).toBe(false);
  });
});
