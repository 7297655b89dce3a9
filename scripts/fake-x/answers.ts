/**
 * How the fake X API reads requests and writes answers: bodies (form or JSON, with a size cap),
 * JSON answers, and X's problem bodies, worded as X words them so clients meet the real strings.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A 5 MB image in one append plus the multipart framing around it. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Form or JSON bodies, as X's OAuth endpoints take both; values come back as strings. */
export function parseFields(contentType: string | undefined, body: Buffer): Record<string, string> | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  if (type === 'application/json') {
    const parsed = parseJson(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
    return fields;
  }
  if (type === 'application/x-www-form-urlencoded' || (type === '' && text === '')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return undefined;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    // No form-action: the consent form's answer redirects to the app, which form-action would block.
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  });
  res.end(html);
}

export function invalidRequest(message: string) {
  return {
    errors: [{ message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  };
}

export const unauthorized = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
export const suspended = {
  title: 'Forbidden',
  type: 'about:blank',
  status: 403,
  detail: 'Your account is suspended and is not permitted to access this feature.',
};
export const duplicate = {
  detail: 'You are not allowed to create a Tweet with duplicate content.',
  type: 'about:blank',
  title: 'Forbidden',
  status: 403,
};
export const tooMany = { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 };
export const usageCapped = {
  title: 'UsageCapExceeded',
  detail: 'Usage cap exceeded: Monthly product cap',
  type: 'https://api.twitter.com/2/problems/usage-capped',
  period: 'Monthly',
  scope: 'Product',
};
export const unavailable = {
  title: 'Service Unavailable',
  detail: 'Service Unavailable',
  type: 'about:blank',
  status: 503,
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
