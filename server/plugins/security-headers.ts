/**
 * The browser-side protections of every answer (docs/spec-notes.md, 'Security headers'):
 * a Content-Security-Policy, Referrer-Policy, X-Content-Type-Options, Permissions-Policy, and HSTS
 * when PUBLIC_URL is https. One onSend hook instead of @fastify/helmet: helmet has no
 * Permissions-Policy, sets one policy for the whole server from onRequest, and adds cross-origin
 * headers (COEP, CORP) this app has not needed; here the policy depends on the path, and a policy
 * an answer already carries is kept: the media's sandbox (plugins/media-files.ts), the public pages'
 * hashed stylesheet (lib/public-page.ts) and Swagger UI's own (plugins/api-docs.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleHash } from '../lib/public-page.ts';
import { SITE_PAGE_CSS } from '../modules/site-page/site-page.styles.ts';

const policy = (directives: Record<string, string>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The PWA and consoles, and every file of dist/ (a worker's and the service worker's policy is the
 * one its script is served with). No inline script and no eval; 'wasm-unsafe-eval' lets the photo
 * worker compile the face detector's WebAssembly; photos are shown from blob: URLs (and canvas
 * data: URLs); the site preview's sandboxed srcdoc frame inherits this policy, so the /site page's
 * one stylesheet is allowed by its hash.
 */
export const APP_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': `'self' ${styleHash(SITE_PAGE_CSS)}`,
  'img-src': "'self' blob: data:",
  'media-src': "'self' blob:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/** JSON, files and redirects of the API: nothing in them may load or run, nor be framed. */
export const API_CSP = policy({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

/** Features no page of ours uses, turned off for every document and every frame. */
const NEVER = ['microphone', 'usb', 'serial', 'hid', 'payment', 'midi', 'display-capture', 'browsing-topics'];
const permissions = (allowed: string[], denied: string[]): string =>
  [...allowed.map((feature) => `${feature}=(self)`), ...denied.map((feature) => `${feature}=()`)].join(', ');

/** The app shell: the composer stamps the position on a photo and opens the camera for one. */
export const APP_PERMISSIONS = permissions(['camera', 'geolocation'], NEVER);
/** Everything else: public pages, the API, media, static files. */
export const OTHER_PERMISSIONS = permissions([], ['camera', 'geolocation', ...NEVER]);

/** One year; no includeSubDomains, since other hosts of the same domain may still serve plain HTTP. */
export const HSTS = 'max-age=31536000';

const isUnder = (url: string, prefix: string): boolean => url === prefix || url.startsWith(`${prefix}/`);

function isAppShell(url: string, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('text/html') && !isUnder(url, '/api') && !isUnder(url, '/media');
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const https = app.ctx.config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0] ?? '/';
    const api = isUnder(url, '/api') || isUnder(url, '/media');
    // A policy set by the answer's own route (media, public pages, Swagger UI) is the stricter one for it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', api ? API_CSP : APP_CSP);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
    const shell = isAppShell(url, reply) && reply.getHeader('content-security-policy') === APP_CSP;
    reply.header('permissions-policy', shell ? APP_PERMISSIONS : OTHER_PERMISSIONS);
    if (https) reply.header('strict-transport-security', HSTS);
    return payload;
  });
});
