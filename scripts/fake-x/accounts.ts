/**
 * The fake's users, authorization codes and token grants. A grant is one chain of rotating
 * refresh tokens: each refresh replaces both tokens, and presenting a refresh token that was
 * already used kills the chain, as X does.
 */
import { randomBytes } from 'node:crypto';

export interface User {
  id: string;
  username: string;
  name: string;
}

export interface Code {
  clientId: string;
  redirectUri: string;
  challenge: string;
  userId: string;
  scope: string;
  issuedAt: number;
  used: boolean;
}

export interface Grant {
  id: number;
  userId: string;
  clientId: string;
  scope: string;
  access: string;
  accessIssuedAt: number;
  refresh: string | null;
  dead: boolean;
}

const CODE_MS = 30_000;

function token(): string {
  return randomBytes(36).toString('base64url');
}

export class Accounts {
  readonly users: User[] = [];
  private nextUserId = 1000000000000000001n;
  private codes = new Map<string, Code>();
  private grants: Grant[] = [];
  private byAccess = new Map<string, Grant>();
  /** Every refresh token ever issued, with its grant: a used one is still recognised (and fatal). */
  private byRefresh = new Map<string, Grant>();

  constructor(
    private now: () => number,
    private accessMs: number,
  ) {}

  userByName(username: string): User | undefined {
    return this.users.find((user) => user.username.toLowerCase() === username.toLowerCase());
  }

  userById(id: string): User | undefined {
    return this.users.find((user) => user.id === id);
  }

  ensureUser(username: string): User {
    const existing = this.userByName(username);
    if (existing) return existing;
    const user = { id: String(this.nextUserId++), username, name: username };
    this.users.push(user);
    return user;
  }

  issueCode(fields: Omit<Code, 'issuedAt' | 'used'>): string {
    const code = token();
    this.codes.set(code, { ...fields, issuedAt: this.now(), used: false });
    return code;
  }

  /** The unused, unexpired code, or undefined. It is spent only by redeem(). */
  findCode(code: string): Code | undefined {
    const found = this.codes.get(code);
    if (!found || found.used || this.now() - found.issuedAt > CODE_MS) return undefined;
    return found;
  }

  redeem(code: Code, withRefresh: boolean): Grant {
    code.used = true;
    const grant: Grant = {
      id: this.grants.length + 1,
      userId: code.userId,
      clientId: code.clientId,
      scope: code.scope,
      access: '',
      accessIssuedAt: 0,
      refresh: null,
      dead: false,
    };
    this.grants.push(grant);
    this.rotate(grant, withRefresh);
    return grant;
  }

  /** New access (and refresh) tokens for the grant; the old ones stop working. */
  rotate(grant: Grant, withRefresh = grant.refresh !== null): Grant {
    this.byAccess.delete(grant.access);
    grant.access = token();
    grant.accessIssuedAt = this.now();
    this.byAccess.set(grant.access, grant);
    grant.refresh = withRefresh ? token() : null;
    if (grant.refresh) this.byRefresh.set(grant.refresh, grant);
    return grant;
  }

  /** The live grant whose current refresh token this is; a stale one kills its chain. */
  grantForRefresh(refresh: string): Grant | undefined {
    const grant = this.byRefresh.get(refresh);
    if (!grant || grant.dead) return undefined;
    if (grant.refresh !== refresh) {
      grant.dead = true;
      return undefined;
    }
    return grant;
  }

  /** The user of a live, unexpired access token. */
  userForAccess(access: string): User | undefined {
    const grant = this.byAccess.get(access);
    if (!grant || grant.dead || this.now() - grant.accessIssuedAt >= this.accessMs) return undefined;
    return this.userById(grant.userId);
  }

  /** Revocation (RFC 7009): an access token alone, or a refresh token with its whole chain. */
  revoke(value: string): void {
    const byRefresh = this.byRefresh.get(value);
    if (byRefresh) byRefresh.dead = true;
    if (this.byAccess.has(value)) this.byAccess.delete(value);
  }

  killChainsOf(username: string): void {
    const user = this.userByName(username);
    for (const grant of this.grants) if (user && grant.userId === user.id) grant.dead = true;
  }
}
