/**
 * Access tokens: signed JWTs (HS256, 1 hour) carrying the claims the contract (docs/product.md, 'Records and fields')
 * lists, the Bearer header they come in, and the caller a verified one names (AuthUser), which the
 * services and the access scope take; kept in lib/ so neither needs plugins/ (docs/architecture.md).
 */
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenClaims } from '@common/api.ts';
import { ROLES, VALIDATION_KINDS } from '@common/roles.ts';
import type { Clock } from './clock.ts';

export const ACCESS_TTL_SECONDS = 60 * 60;

export type AccessClaims = Omit<TokenClaims, 'exp'> & { purpose?: string };

/** The caller a verified token names, as guards, services and the access scope see it (plugins/auth.ts sets it). */
export interface AuthUser extends AccessClaims {
  id: number;
  exp: number;
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  clock: Clock,
  ttl = ACCESS_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(key);
}

/** Answers the claims, or null for a token that is missing, forged, malformed or expired. */
export type VerifiedClaims = AccessClaims & { exp: number; iat?: number };

export async function verifyAccessToken(key: Uint8Array, token: string, clock: Clock): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (!(ROLES as readonly unknown[]).includes(payload.role)) return null;
    if (!(VALIDATION_KINDS as readonly unknown[]).includes(payload.to_be_validated)) return null;
    return payload as unknown as VerifiedClaims;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
