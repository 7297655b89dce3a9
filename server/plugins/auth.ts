/**
 * Reads the Bearer token on every request and offers guards for routes: `requireUser` for a
 * signed-in, validated user (optionally of some roles) and `requirePending` for the second step.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.ts';
import { errors } from '../lib/errors.ts';
import { accountState } from '../modules/auth/accounts.repository.ts';

export interface AuthUser extends AccessClaims {
  id: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
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

/** A validated user, optionally restricted to some roles (403 with the rights message otherwise). */
export function requireUser(roles?: readonly Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || !user.is_validated) throw errors.unauthorized(MSG.provideToken);
    if (roles && !roles.includes(user.role)) throw errors.forbidden(MSG.adminNoRights);
  };
}

/** A user who passed the password step and still owes the second step. */
export async function requirePending(request: FastifyRequest): Promise<void> {
  if (!request.user || request.user.is_validated) throw errors.unauthorized(MSG.provideToken);
}
