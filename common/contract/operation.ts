/**
 * What an API operation is, written once for both sides: its method and path (the contract's spelling,
 * docs/product.md, 'Calls and answers', OpenAPI `{param}` form, under /api/v1), who may call it (an action of the
 * access table, or one of the token-less kinds), the request schemas it parses and the answer schemas it serialises
 * by. The server mounts its routes from these, the OpenAPI document is generated from them, and the role matrix and
 * the fuzzer walk them.
 */
import type { z } from 'zod';
import type { Action } from '../access.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no token needed (a token, when sent, is read); pending: a signed-in user who still owes
 * the second step; reset: the short-lived token of a validated reset code; otherwise an action.
 */
export type Access = 'public' | 'pending' | 'reset' | Action;

export interface Answer<S extends z.ZodType = z.ZodType> {
  readonly message: string;
  readonly data: S;
}

/** Statuses a refusal may carry besides those the access kind and the inputs imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429;

export interface Operation {
  /** OpenAPI operationId. */
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answers: { readonly [status: number]: Answer };
  readonly errors?: readonly ErrorStatus[];
  /** A 200 that is a file, or a 302 to a page, not an envelope. */
  readonly produces?: 'text/csv' | 'application/pdf' | 'redirect';
  /** A body that is not JSON. */
  readonly consumes?: 'multipart/form-data';
  /** A public operation that reads a bearer token when one is sent (logout ends the session it names). */
  readonly token?: 'optional';
  /** The largest JSON body, in bytes, when JSON_BODY_LIMIT is too small; larger ones answer 413 unread. */
  readonly bodyLimit?: number;
}

/** Every JSON body but those of operations that name their own limit: 64 KB is many times any form. */
export const JSON_BODY_LIMIT = 64 * 1024;

export const operation = <const T extends Operation>(op: T): T => op;
export const answer = <S extends z.ZodType>(message: string, data: S): Answer<S> => ({ message, data });
