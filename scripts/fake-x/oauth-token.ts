/**
 * POST /2/oauth2/token and /2/oauth2/revoke: the code-for-token exchange with PKCE, rotating
 * single-use refresh tokens (a reused one kills its chain) and revocation, with X's error bodies.
 * Code problems answer invalid_request, refresh problems invalid_grant.
 */
import { createHash } from 'node:crypto';
import { parseFields, readBody } from './answers.ts';
import type { Ctx } from './context.ts';
import type { Grant } from './accounts.ts';

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const BAD_CODE = 'Value passed for the authorization code was invalid.';
const BAD_TOKEN = 'Value passed for the token was invalid.';

const oauthError = (ctx: Ctx, status: number, error: string, description: string) =>
  ctx.json(status, { error, error_description: description }, { 'cache-control': 'no-store' });

function basicAuth(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const unescape = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part;
    }
  };
  return { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
}

/** The calling client's id; undefined after answering 401 (configured credentials not met). */
function authenticateClient(ctx: Ctx, fields: Record<string, string>): string | undefined | null {
  const { world } = ctx;
  const basic = basicAuth(ctx.req.headers.authorization);
  const clientId = basic?.id ?? fields.client_id;
  const wrong =
    (world.clientSecret !== undefined && (!basic || basic.secret !== world.clientSecret)) ||
    (world.clientId !== undefined && clientId !== world.clientId) ||
    (basic && fields.client_id && fields.client_id !== basic.id);
  if (wrong) {
    const description = basic ? 'Invalid client credentials.' : 'Missing valid authorization header';
    oauthError(ctx, 401, 'unauthorized_client', description);
    return undefined;
  }
  if (clientId && !world.clients.includes(clientId)) world.clients.push(clientId);
  return clientId ?? null;
}

async function readFields(ctx: Ctx): Promise<Record<string, string> | undefined> {
  const fields = parseFields(ctx.req.headers['content-type'], await readBody(ctx.req));
  if (!fields) oauthError(ctx, 400, 'invalid_request', 'Body must be application/x-www-form-urlencoded or JSON.');
  return fields;
}

function sendTokens(ctx: Ctx, grant: Grant): void {
  const body: Record<string, unknown> = {
    token_type: 'bearer',
    expires_in: ctx.world.accessTokenSeconds,
    access_token: grant.access,
    scope: grant.scope,
  };
  if (grant.refresh) body.refresh_token = grant.refresh;
  ctx.json(200, body, { 'cache-control': 'no-store' });
}

function exchangeCode(ctx: Ctx, fields: Record<string, string>, clientId: string | null): void {
  const missing = ['code', 'redirect_uri', 'code_verifier'].find((name) => !fields[name]);
  if (missing) return oauthError(ctx, 400, 'invalid_request', `Missing required parameter [${missing}].`);
  const { accounts } = ctx.world;
  const code = accounts.findCode(fields.code!);
  const verifier = fields.code_verifier!;
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const fits =
    code &&
    VERIFIER.test(verifier) &&
    challenge === code.challenge &&
    fields.redirect_uri === code.redirectUri &&
    (clientId === null || clientId === code.clientId);
  if (!code || !fits) return oauthError(ctx, 400, 'invalid_request', BAD_CODE);
  sendTokens(ctx, accounts.redeem(code, code.scope.split(' ').includes('offline.access')));
}

function refresh(ctx: Ctx, fields: Record<string, string>, clientId: string | null): void {
  if (!fields.refresh_token)
    return oauthError(ctx, 400, 'invalid_request', 'Missing required parameter [refresh_token].');
  const { accounts, refreshes } = ctx.world;
  const grant = accounts.grantForRefresh(fields.refresh_token);
  if (!grant || (clientId !== null && clientId !== grant.clientId)) {
    return oauthError(ctx, 400, 'invalid_grant', BAD_TOKEN);
  }
  accounts.rotate(grant);
  const username = accounts.userById(grant.userId)!.username;
  refreshes[username] = (refreshes[username] ?? 0) + 1;
  sendTokens(ctx, grant);
}

export async function token(ctx: Ctx): Promise<void> {
  const fields = await readFields(ctx);
  if (!fields) return;
  const clientId = authenticateClient(ctx, fields);
  if (clientId === undefined) return;
  if (fields.grant_type === 'authorization_code') return exchangeCode(ctx, fields, clientId);
  if (fields.grant_type === 'refresh_token') return refresh(ctx, fields, clientId);
  if (!fields.grant_type) return oauthError(ctx, 400, 'invalid_request', 'Missing required parameter [grant_type].');
  oauthError(ctx, 400, 'unsupported_grant_type', `grant_type "${fields.grant_type}" is not supported.`);
}

export async function revoke(ctx: Ctx): Promise<void> {
  const fields = await readFields(ctx);
  if (!fields) return;
  if (authenticateClient(ctx, fields) === undefined) return;
  if (!fields.token) return oauthError(ctx, 400, 'invalid_request', 'Missing required parameter [token].');
  ctx.world.accounts.revoke(fields.token);
  ctx.json(200, { revoked: true });
}
