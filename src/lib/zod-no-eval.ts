/**
 * zod as the browser build sees it (vite.config.ts points the bare `zod` import here): the same
 * module with its JIT turned off. zod compiles object parsers with `new Function` when it may,
 * probing once with a caught `new Function('')`; under the app's Content-Security-Policy (no
 * 'unsafe-eval', server/plugins/security-headers.ts) that probe is refused and reported as a
 * violation. Being every zod importer's dependency, this module's `config` call runs before any
 * schema is built, in the page and in each worker alike. The Node side (server, tests) keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
