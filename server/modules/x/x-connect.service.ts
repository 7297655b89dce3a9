/**
 * Connecting an institution to its X account with OAuth 2.0 (authorization code with PKCE, as a
 * confidential client). The authorize address carries a state that is single-use, lives ten
 * minutes and is bound to the institution and the caller who asked; the callback needs no token,
 * because that state is the proof. The code is exchanged at once (X allows 30 s), the user read,
 * and the tokens stored sealed; no answer ever carries them. Disconnecting revokes at X as best it
 * can and forgets the tokens.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { X_SCOPES } from '@common/x-publishing.ts';
import { X_MSG } from '@common/x-messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { decrypt, keyedHash } from '../../lib/secrets.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { organizationById } from '../organizations/organizations.repository.ts';
import { reachableOrganization } from '../../access/scope.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { XClient } from './x-client.ts';
import {
  connectAccount,
  deleteAccount,
  deleteStaleOauthStates,
  insertOauthState,
  takeOauthState,
} from './x-accounts.repository.ts';
import { sealTokens } from './x-tokens.ts';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const callbackPath = '/api/v1/x/callback';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function clientOf(client: XClient | null): XClient {
  if (!client) throw errors.conflict(X_MSG.publishingOff);
  return client;
}

export async function connectUrl(ctx: AppContext, client: XClient | null, user: AuthUser, organizationId: number) {
  await reachableOrganization(ctx, user, 'x.connect', await organizationById(ctx.db, organizationId));
  clientOf(client);
  const state = base64url(crypto.randomBytes(32));
  const verifier = base64url(crypto.randomBytes(48));
  const challenge = base64url(crypto.createHash('sha256').update(verifier).digest());
  const now = ctx.clock.now();
  // States are made only here, so here they are swept: an expired one can never be taken.
  await deleteStaleOauthStates(ctx.db, now);
  await insertOauthState(ctx.db, {
    state_hash: keyedHash(ctx.keys.codes, state),
    organization_id: organizationId,
    account_id: user.id,
    code_verifier: verifier,
    created_at: now,
    expires_at: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = new URL(ctx.config.X_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: ctx.config.X_CLIENT_ID!,
    redirect_uri: `${ctx.config.publicUrl}${callbackPath}`,
    scope: X_SCOPES.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return { authorize_url: url.toString() };
}

/** Where the callback sends the browser: the institution's page, with the outcome to show. */
export const consolePage = (ctx: AppContext, organizationId: number | null, outcome: string) =>
  `${ctx.config.publicUrl}/x/connected?${new URLSearchParams({ ...(organizationId ? { organization: String(organizationId) } : {}), x: outcome })}`;

/**
 * Finishes a sign-in. A wrong, reused or expired state is refused (400) and stores nothing; X's own
 * refusal (the person cancelled, or the exchange failed) stores nothing and says so on the page.
 */
export async function finishConnect(
  ctx: AppContext,
  client: XClient | null,
  q: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
  log: FastifyBaseLogger,
): Promise<string> {
  const x = clientOf(client);
  const taken = q.state ? await takeOauthState(ctx.db, keyedHash(ctx.keys.codes, q.state), ctx.clock.now()) : undefined;
  if (!taken) throw errors.malformed(X_MSG.badState);
  if (q.error || !q.code) return consolePage(ctx, taken.organization_id, 'cancelled');
  try {
    const tokens = await x.exchangeCode(q.code, taken.code_verifier, `${ctx.config.publicUrl}${callbackPath}`);
    const me = await x.me(tokens.accessToken);
    const now = ctx.clock.now();
    await connectAccount(ctx.db, {
      organization_id: taken.organization_id,
      x_user_id: me.id,
      username: me.username,
      connected_at: now,
      connected_by: taken.account_id,
      ...sealTokens(ctx, tokens),
    });
    await audit(ctx.db, {
      actorId: taken.account_id,
      action: 'x.connect',
      entity: 'organization',
      entityId: taken.organization_id,
      details: { username: me.username },
      at: now,
    });
    // Counts of institutions without X are cached answers; a sign-in is a console write like any other.
    ctx.caches.answers.clear();
    return consolePage(ctx, taken.organization_id, 'connected');
  } catch (error) {
    // The page says it failed; the log says why (X's words, never a token or the code).
    log.warn(
      { organizationId: taken.organization_id, err: error instanceof Error ? error.message : String(error) },
      'X sign-in failed',
    );
    return consolePage(ctx, taken.organization_id, 'failed');
  }
}

/** Forgets the institution's X account; disconnecting one that is not connected changes nothing and says so alike. */
export async function disconnect(ctx: AppContext, client: XClient | null, user: AuthUser, organizationId: number) {
  await reachableOrganization(ctx, user, 'x.connect', await organizationById(ctx.db, organizationId));
  const gone = await deleteAccount(ctx.db, organizationId);
  if (gone) {
    // Best effort: X forgets the grant; if it cannot be reached, the tokens are forgotten here anyway.
    await client?.revoke(decrypt(ctx.keys.encryption, gone.refresh_token), 'refresh_token').catch(() => undefined);
    await audit(ctx.db, {
      actorId: user.id,
      action: 'x.disconnect',
      entity: 'organization',
      entityId: organizationId,
      details: { username: gone.username },
      at: ctx.clock.now(),
    });
  }
  return { id: organizationId, disconnected: true as const };
}
