/**
 * Reads the Bearer token on every request and offers the guards of the contract's access kinds:
 * an action of the access table (common/access.ts) needs a validated user whose role may do it;
 * `pending` needs a user who still owes the second step.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MSG } from '@common/messages.ts';
import { can, type Action } from '@common/access.ts';
import type { Access } from '@common/contract/operation.ts';
import { bearerToken, verifyAccessToken, type AuthUser } from '../lib/tokens.ts';
import { errors } from '../lib/errors.ts';
import { accountState } from '../modules/auth/accounts.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await app.ctx.caches.tokens.get(token, () =>
      verifyAccessToken(app.ctx.keys.jwt, token, app.ctx.clock),
    );
    if (!claims || claims.purpose || claims.exp * 1000 <= app.ctx.clock.now().getTime()) return;
    const id = Number(claims.sub);
    // A disabled account, or a token older than the last password change or 2FA reset, is refused
    // (the account's state is cached; the code that changes it forgets the entry: lib/caches.ts).
    const account = await app.ctx.caches.accounts.get(String(id), () => accountState(app.ctx.db, id));
    if (!account || account.is_disabled) return;
    const validAfter = account.sessions_valid_after
      ? Math.floor(new Date(account.sessions_valid_after).getTime() / 1000)
      : 0;
    if ((claims.iat ?? 0) < validAfter) return;
    request.user = { ...claims, id };
  });
});

/** A validated user whose role may do the action (401 without one, 403 with the rights message). */
export function requireAccess(action: Action) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || !user.is_validated) throw errors.unauthorized(MSG.provideToken);
    if (!can(user.role, action)) throw errors.forbidden(MSG.adminNoRights);
  };
}

/** A user who passed the password step and still owes the second step. */
export async function requirePending(request: FastifyRequest): Promise<void> {
  if (!request.user || request.user.is_validated) throw errors.unauthorized(MSG.provideToken);
}

/**
 * The short-lived token of a validated reset code (docs/product.md, 'Password reset'): signed, unexpired, made for a
 * reset. Which request and step it names is the reset service's check.
 */
export async function requireResetToken(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const { keys, clock } = request.server.ctx;
  const claims = token ? await verifyAccessToken(keys.jwt, token, clock) : null;
  if (!claims?.purpose?.startsWith('reset:')) throw errors.unauthorized(MSG.provideToken);
}

/** The guard of an operation's access kind; a public call needs none. */
export function guardFor(access: Access): onRequestHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'pending') return requirePending;
  if (access === 'reset') return requireResetToken;
  return requireAccess(access);
}
