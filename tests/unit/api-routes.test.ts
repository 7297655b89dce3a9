/**
 * The PWA's route table (common/api-routes/) against the contract: one entry per operation,
 * named by its operationId, with exactly its method and path. The types check this too; this
 * catches what a cast could hide, and names the entry to fix.
 */
import { describe, expect, it } from 'vitest';
import * as ops from '@common/api-routes/index.ts';
import { routePath, type RouteTable } from '@common/api-call.ts';
import { OPERATIONS } from '@common/contract/operations/index.ts';

// A missing route is a type error here as well.
const table: RouteTable = ops;

describe('api routes', () => {
  it('hold every operation with its method and path, and nothing else', () => {
    const expected = Object.fromEntries(OPERATIONS.map((op) => [op.id, { method: op.method, path: op.path }]));
    expect(Object.keys(expected)).toHaveLength(OPERATIONS.length);
    expect({ ...table }).toEqual(expected);
  });

  it('fill path parameters, encoded, relative to the API base', () => {
    expect(routePath(ops.readTweet, { id: 7 })).toBe('tweet/auth/tweet/7');
    expect(routePath(ops.assignWarden, { org_id: 3, admin_id: 9 })).toBe('organization/assign-warden/3/9');
    expect(routePath(ops.readSiteSection, { key: 'a b/c' })).toBe('site-sections/a%20b%2Fc');
    expect(routePath(ops.listFeed)).toBe('tweets/dd-home');
    expect(() => routePath(ops.readTweet, {})).toThrow('{id}');
  });
});
