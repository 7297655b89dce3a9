/**
 * Binds a handler to an operation of the contract (common/contract/operations). The handler gets
 * the caller and the parsed params, query and body typed from the operation's schemas (a guarded
 * operation's user is never null, so no `!`), and answers a status the operation declares with data
 * of that status's schema. Each module's `*.routes.ts` default-exports its bound routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Answer, Operation } from '@common/contract/operation.ts';
import type { AppContext } from '../context.ts';
import type { AuthUser } from './tokens.ts';

type Parsed<T, K extends 'params' | 'query' | 'body'> = T extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
type UserOf<T extends Essence> = T['access'] extends 'public' | 'reset' ? AuthUser | null : AuthUser;

/** What a handler's types depend on: two operations alike in these share a handler (the contract's twin paths). */
export type Essence = Pick<Operation, 'access' | 'params' | 'query' | 'body' | 'answers'>;
type EssenceOf<T extends Operation> = { [K in keyof Essence & keyof T]: T[K] };

export interface Call<T extends Essence> {
  ctx: AppContext;
  user: UserOf<T>;
  params: Parsed<T, 'params'>;
  query: Parsed<T, 'query'>;
  body: Parsed<T, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Statuses<T extends Essence> = keyof T['answers'] & number;
/** One of the operation's answers: its status and the data its schema describes. */
export type Result<T extends Essence> = {
  [S in Statuses<T>]: { status: S; data: T['answers'][S] extends Answer<infer D> ? z.input<D> : never };
}[Statuses<T>];

/** What a handler that sent its reply itself (a file download) answers. */
export interface Sent {
  sent: FastifyReply;
}
export const sent = (reply: FastifyReply): Sent => ({ sent: reply });

/** A handler answers a Result, or sends a reply itself and says so. */
export type Handler<T extends Operation> = (call: Call<EssenceOf<T>>) => Promise<Result<EssenceOf<T>> | Sent>;

export interface BoundRoute {
  op: Operation;
  handler: Handler<Operation>;
}

export const route = <T extends Operation>(op: T, handler: NoInfer<Handler<T>>): BoundRoute => ({
  op,
  handler: handler as unknown as Handler<Operation>,
});

/** What a `*.routes.ts` file exports: its routes, and plugins they need in their scope. */
export interface RouteModule {
  routes: BoundRoute[];
  setup?: (scope: FastifyInstance) => Promise<void>;
}

export const defineRoutes = (routes: BoundRoute[], setup?: RouteModule['setup']): RouteModule => ({ routes, setup });
