/**
 * What every route of the fake X API works with: the shared world (accounts, content, limits,
 * faults, counters) and one request's context, plus the small route table type the server
 * dispatches on ("METHOD /path/:param" templates, which are also the keys of the request counts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Accounts, User } from './accounts.ts';
import { sendJson } from './answers.ts';
import type { Content } from './content.ts';
import type { FaultBox } from './faults.ts';
import type { Limits } from './limits.ts';

export interface World {
  now: () => number;
  clientId?: string;
  clientSecret?: string;
  appName: string;
  accessTokenSeconds: number;
  mediaExpiresSeconds: number;
  accounts: Accounts;
  content: Content;
  limits: Limits;
  faults: FaultBox;
  counts: Record<string, number>;
  unauthorized: Record<string, number>;
  refreshes: Record<string, number>;
  stats: { answers429: number };
  clients: string[];
}

export interface Ctx {
  world: World;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** "METHOD /path-template" */
  endpoint: string;
  /** Set for 'api' routes, whose bearer token the server has checked. */
  user: User | undefined;
  /** Headers every answer of this request carries (the rate-limit ones for /2/*). */
  headers: Record<string, string>;
  json(status: number, body: unknown, extra?: Record<string, string>): void;
}

/** api: bearer token and user rate limit checked first; oauth and other: the handler does all. */
export type RouteKind = 'api' | 'oauth' | 'other';

export interface Route {
  method: string;
  template: string;
  kind: RouteKind;
  /** The handler spends the user's rate limit itself (POST /2/tweets, whose faults come first). */
  ownLimit?: boolean;
  pattern: RegExp;
  handler: (ctx: Ctx) => void | Promise<void>;
}

export function route(
  method: string,
  template: string,
  kind: RouteKind,
  handler: Route['handler'],
  ownLimit = false,
): Route {
  const source = template.replace(/[.]/g, '\\.').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return { method, template, kind, ownLimit, pattern: new RegExp(`^${source}$`), handler };
}

export function makeCtx(world: World, req: IncomingMessage, res: ServerResponse, url: URL, endpoint: string): Ctx {
  const ctx: Ctx = {
    world,
    req,
    res,
    url,
    params: {},
    endpoint,
    user: undefined,
    headers: {},
    json(status, body, extra = {}) {
      if (status === 429) world.stats.answers429 += 1;
      if (res.destroyed || res.headersSent) return;
      sendJson(res, status, body, { ...ctx.headers, ...extra });
    },
  };
  return ctx;
}
