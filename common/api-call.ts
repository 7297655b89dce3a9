/**
 * The types that tie a call of the PWA to its operation in common/contract: a Route is an
 * operation's method and path as plain data (the tables in api-routes/), and carries the
 * operation's type so that `call(ops.readTweet, { params: { id } })` knows the request it takes and
 * the data it answers. Everything from the contract is a type import, so no zod reaches the bundle
 * (docs/api-client.md).
 */
import type { z } from 'zod';
import type { Answer, Method, Operation } from './contract/operation.ts';
import type {
  accountOps,
  authOps,
  chartOps,
  helplineOps,
  holidayOps,
  libraryOps,
  mediaOps,
  organizationOps,
  referenceOps,
  reportOps,
  resetOps,
  siteOps,
  statsOps,
  tweetOps,
  xOps,
  publicLogOps,
  reviewOps,
} from './contract/operations/index.ts';

declare const operationType: unique symbol;

/** An operation's method and path; the phantom member only carries its type. */
export interface Route<O extends Operation = Operation> {
  readonly method: O['method'] & Method;
  readonly path: O['path'];
  readonly [operationType]?: O;
}

/** The operation a route stands for (distributes over a union of routes). */
export type OperationOf<R> = R extends { readonly [operationType]?: infer O }
  ? O extends Operation
    ? O
    : never
  : never;

/** A query value as it goes on the URL (undefined and null are left off). */
export type QueryValue = string | number | boolean | null | undefined;

/** Coerced inputs (z.coerce.*) accept `unknown`: on the wire they are strings or numbers. */
type Loose<T, Wire> = { [K in keyof T]: unknown extends T[K] ? Wire : T[K] };

type ParamsPart<O> = O extends { params: infer P extends z.ZodType }
  ? { params: Loose<Required<z.input<P>>, string | number> }
  : { params?: never };

type QueryPart<O> = O extends { query: infer Q extends z.ZodType }
  ? Partial<{ query: Loose<z.input<Q>, QueryValue> }>
  : { query?: never };

type BodyPart<O> = O extends { consumes: 'multipart/form-data' }
  ? { body: FormData }
  : O extends { body: infer B extends z.ZodType }
    ? object extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : { body?: never };

/** The request of an operation: path params, query and body, each as its schema takes them. */
export type CallInput<O extends Operation> = ParamsPart<O> & QueryPart<O> & BodyPart<O>;

type DataOf<A> = A extends Answer<infer D> ? z.output<D> : never;

/** The data of an operation's success answer (200, 201 or 202), as the client receives it. */
export type CallAnswer<O extends Operation> = DataOf<O['answers'][Extract<keyof O['answers'], 200 | 201 | 202>]>;

/** The body, query and answer of a route's operation, for a form's or a hook's own types. */
export type BodyOf<R extends Route> = Exclude<CallInput<OperationOf<R>>['body'], undefined>;
export type QueryOf<R extends Route> = Exclude<CallInput<OperationOf<R>>['query'], undefined>;
export type AnswerOf<R extends Route> = CallAnswer<OperationOf<R>>;

type Group =
  | typeof accountOps
  | typeof authOps
  | typeof chartOps
  | typeof helplineOps
  | typeof holidayOps
  | typeof libraryOps
  | typeof mediaOps
  | typeof organizationOps
  | typeof referenceOps
  | typeof reportOps
  | typeof resetOps
  | typeof siteOps
  | typeof statsOps
  | typeof tweetOps
  | typeof xOps
  | typeof publicLogOps
  | typeof reviewOps;
type AnyOperation = Group extends infer G ? (G extends unknown ? G[keyof G] : never) : never;

/** One route per operation, named by its operationId. */
export type RouteTable = { readonly [O in AnyOperation as O['id']]: Route<O> };

/**
 * The path of a route with its `{param}`s filled in, without the leading slash (relative to
 * API_BASE): `routePath(ops.readTweet, { id: 7 })` is 'tweet/auth/tweet/7'.
 */
export function routePath(route: Route, params: Readonly<Record<string, string | number>> = {}): string {
  return route.path.replace(/^\/+/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
