/**
 * The fake X API's sign-in side: its CA is trusted by plain fetch through NODE_EXTRA_CA_CERTS (set
 * by vitest.config.ts), the consent page, the OAuth 2.0 code flow with PKCE, rotating refresh
 * tokens whose reuse kills the chain, revocation, and access-token expiry on the fake's clock.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../scripts/fake-x/fake-x-server.ts';
import { api, authorizeUrl, basic, certDir, getCode, pkce, REDIRECT, signIn, tokenRequest } from '../support/fake-x.ts';

let fake: FakeX;
let clock = Date.parse('2025-06-02T08:00:00Z');
beforeAll(async () => {
  fake = await startFakeX({ certDir, clientId: 'hostel-meals', clientSecret: 'secret', now: () => clock });
});
afterAll(() => fake.close());

const codeFields = (code: string, verifier: string) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT,
  code_verifier: verifier,
});

const unescape = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('fake X: trust and consent', () => {
  it('is trusted by fetch through the CA that vitest.config.ts named in NODE_EXTRA_CA_CERTS', async () => {
    const trusted = readFileSync(process.env.NODE_EXTRA_CA_CERTS!, 'utf8');
    expect(trusted).toContain(readFileSync(fake.caPath, 'utf8').trim());
    expect(fake.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${fake.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('shows a consent page without username, and names a bad parameter', async () => {
    const page = await fetch(authorizeUrl(fake, { code_challenge: pkce().challenge }));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Authorize Hostel Meals to use your account?');
    expect(html).toMatch(/name="username" value="hostel_\d+"/);
    expect(html).toContain('Authorize app');
    const cancel = new URL(unescape(/class="cancel" href="([^"]+)"/.exec(html)![1]!));
    expect([
      cancel.origin + cancel.pathname,
      cancel.searchParams.get('error'),
      cancel.searchParams.get('state'),
    ]).toEqual([REDIRECT, 'access_denied', 'st-1']);
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="(?:hidden|text)"[^>]*?name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        unescape(m[2]!),
      ]),
    );
    expect(form.get('username')).toMatch(/^hostel_\d+$/);
    const approved = await fetch(`${fake.url}/i/oauth2/authorize?${form}`, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    expect(new URL(approved.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const bad = await fetch(authorizeUrl(fake, { code_challenge: pkce().challenge, code_challenge_method: 'plain' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('code_challenge_method must be S256');
    const missing = await fetch(authorizeUrl(fake, {}));
    expect(await missing.text()).toContain('missing parameter code_challenge');
  });
});

describe('fake X: OAuth 2.0 with PKCE', () => {
  it('exchanges a code for tokens (form body) and users/me names the user', async () => {
    const { code, verifier, location } = await getCode(fake, 'hostel_ka01', { code_challenge_method: 's256' });
    expect(location.href.startsWith(`${REDIRECT}?`)).toBe(true);
    expect(location.searchParams.get('state')).toBe('st-1');
    const answer = await tokenRequest(fake, codeFields(code, verifier));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const tokens = await answer.json();
    expect(tokens).toEqual({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: expect.any(String),
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      refresh_token: expect.any(String),
    });
    const me = await api(fake, tokens.access_token, '/2/users/me');
    const user = fake.state().users.find((u) => u.username === 'hostel_ka01')!;
    expect(user.id).toMatch(/^\d{19}$/);
    expect(await me.json()).toEqual({ data: { id: user.id, name: 'hostel_ka01', username: 'hostel_ka01' } });
  });

  it('takes a JSON body too, and leaves out refresh_token without offline.access', async () => {
    const { code, verifier } = await getCode(fake, 'hostel_ka02', { scope: 'tweet.read users.read' });
    const answer = await tokenRequest(fake, codeFields(code, verifier), basic(), true);
    const tokens = await answer.json();
    expect(tokens.scope).toBe('tweet.read users.read');
    expect(tokens).not.toHaveProperty('refresh_token');
  });

  it('refuses a wrong verifier, a reused code, an old code, and a wrong redirect_uri', async () => {
    const invalid = {
      error: 'invalid_request',
      error_description: 'Value passed for the authorization code was invalid.',
    };
    const first = await getCode(fake, 'hostel_ka03');
    const wrong = await tokenRequest(fake, codeFields(first.code, pkce().verifier));
    expect([wrong.status, await wrong.json()]).toEqual([400, invalid]);
    expect((await tokenRequest(fake, codeFields(first.code, first.verifier))).status).toBe(200);
    const reused = await tokenRequest(fake, codeFields(first.code, first.verifier));
    expect([reused.status, await reused.json()]).toEqual([400, invalid]);

    const old = await getCode(fake, 'hostel_ka03');
    clock += 30_001;
    expect(await (await tokenRequest(fake, codeFields(old.code, old.verifier))).json()).toEqual(invalid);
    const moved = await getCode(fake, 'hostel_ka03');
    const fields = { ...codeFields(moved.code, moved.verifier), redirect_uri: 'http://127.0.0.1:5173/elsewhere' };
    expect((await tokenRequest(fake, fields)).status).toBe(400);
  });

  it('answers 401 unauthorized_client to wrong client credentials', async () => {
    const { code, verifier } = await getCode(fake, 'hostel_ka04');
    const answer = await tokenRequest(fake, codeFields(code, verifier), basic('hostel-meals', 'wrong'));
    expect(answer.status).toBe(401);
    expect((await answer.json()).error).toBe('unauthorized_client');
  });
});

describe('fake X: refresh tokens', () => {
  it('rotates both tokens; reusing an old refresh token is invalid_grant and kills the chain', async () => {
    const first = await signIn(fake, 'hostel_ka05');
    const refreshed = await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    const second = await refreshed.json();
    expect(refreshed.status).toBe(200);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const refusedBefore = fake.state().unauthorized['GET /2/users/me'] ?? 0;
    expect((await api(fake, first.access_token, '/2/users/me')).status).toBe(401);
    expect((await api(fake, second.access_token, '/2/users/me')).status).toBe(200);
    expect(fake.state().refreshes).toMatchObject({ hostel_ka05: 1 });
    // The rotated token's call is counted as refused, so tests can tell it from one X accepted.
    expect(fake.state().unauthorized['GET /2/users/me']).toBe(refusedBefore + 1);

    const reuse = await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Value passed for the token was invalid.',
    });
    const unauthorized = await api(fake, second.access_token, '/2/users/me');
    expect([unauthorized.status, await unauthorized.json()]).toEqual([
      401,
      { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    ]);
    const current = await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect((await current.json()).error).toBe('invalid_grant');
    expect(fake.state().refreshes).toMatchObject({ hostel_ka05: 1 });
  });

  it('revokes a refresh token with its chain, and lets access tokens expire', async () => {
    const tokens = await signIn(fake, 'hostel_ka06');
    const revoked = await fetch(`${fake.url}/2/oauth2/revoke`, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokens.refresh_token, token_type_hint: 'refresh_token' }),
    });
    expect(await revoked.json()).toEqual({ revoked: true });
    expect((await api(fake, tokens.access_token, '/2/users/me')).status).toBe(401);

    const later = await signIn(fake, 'hostel_ka06');
    clock += 7_199_000;
    expect((await api(fake, later.access_token, '/2/users/me')).status).toBe(200);
    clock += 1_000;
    expect((await api(fake, later.access_token, '/2/users/me')).status).toBe(401);
    expect(
      (await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: later.refresh_token! })).status,
    ).toBe(200);
  });
});
