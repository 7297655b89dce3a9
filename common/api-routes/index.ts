/**
 * Every API operation's method and path, as plain data the PWA and the service worker may import
 * (the operations in common/contract hold zod schemas, which stay out of their bundles). Each entry
 * is typed by its operation (RouteTable in api-call.ts), so a renamed path or a changed method is a
 * type error, and tests/unit/api-routes.test.ts checks the values against the operations and that
 * none is missing. One export per route, in a few files by screen group, so that a bundle holds only
 * the groups its screens call. Calls name these routes: `import * as ops from '@common/api-routes'`,
 * then `call(ops.readTweet, { params: { id } })` (docs/api-client.md).
 */
export * from './session.ts';
export * from './composer.ts';
export * from './posts.ts';
export * from './institutions.ts';
export * from './stats.ts';
export * from './console-home.ts';
export * from './content.ts';
export * from './public-log.ts';
export * from './review.ts';
