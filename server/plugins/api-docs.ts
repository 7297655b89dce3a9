/**
 * The API's own description: `GET /api/v1/openapi.json` (no token), generated from the contract
 * (common/contract/openapi.ts), and a readable reference at `/api/v1/docs` (Swagger UI), served
 * from this server's own files so it works with no internet. @fastify/swagger holds the document
 * in static mode; @fastify/swagger-ui serves the page with a strict content security policy.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@common/api.ts';
import { openApiDocument } from '@common/contract/openapi.ts';
import packageJson from '../../package.json' with { type: 'json' };

// Imported, not read from disk beside this file: the compiled server (scripts/build-server.ts) is elsewhere.
const { version } = packageJson;

const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export async function apiDocs(api: FastifyInstance): Promise<void> {
  const document = openApiDocument(version);
  await api.register(swagger, { mode: 'static', specification: { document: document as never } });
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // Without it the page at /api/v1/docs (no trailing slash) links its files at /docs/static/…, outside the API.
    indexPrefix: API_BASE,
    // Nothing from another host (the default allows https: fonts and styles and the swagger.io
    // validator badge), and no upgrade-insecure-requests, which breaks a plain-HTTP server on a LAN.
    staticCSP: {
      'default-src': "'self'",
      'base-uri': "'self'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      // One <style> element Swagger UI's React renders, by its hash (no 'unsafe-inline'); a new
      // @fastify/swagger-ui may change it, and tests/e2e/content-security-policy.test.ts then says so.
      'style-src': `'self' ${SWAGGER_UI_STYLE}`,
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'object-src': "'none'",
      'frame-ancestors': "'self'",
    },
    uiConfig: { url: `${API_BASE}/openapi.json`, docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
  api.get('/openapi.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
}
