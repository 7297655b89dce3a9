/**
 * GET /i/oauth2/authorize: X's consent step with PKCE. Tests add the fake-only `username` param to
 * approve at once; a person gets a small consent page whose button adds it.
 */
import { escapeHtml, sendHtml } from './answers.ts';
import type { Ctx } from './context.ts';

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

interface AuthorizeQuery {
  clientId: string;
  redirectUri: URL;
  scope: string;
  state: string;
  challenge: string;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;background:#f7f9f9;color:#0f1419;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:auto;background:#fff;border:1px solid #cfd9de;border-radius:16px;padding:1.5rem}
h1{font-size:1.4rem}label{display:block;margin:1rem 0 .3rem}input[type=text]{width:100%;box-sizing:border-box;
padding:.6rem;border:1px solid #cfd9de;border-radius:8px;font:inherit}button{margin-top:1.2rem;width:100%;padding:.7rem;
border:0;border-radius:999px;background:#0f1419;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.cancel{display:block;text-align:center;margin-top:1rem;color:#536471}code{background:#eff3f4;padding:0 .2rem}</style>
</head><body><main>${body}</main></body></html>`;
}

function refuse(ctx: Ctx, problem: string): void {
  const body = `<h1>Something went wrong</h1><p>This authorization request cannot be served: ${escapeHtml(problem)}</p>`;
  sendHtml(ctx.res, 400, page('Authorization error', body));
}

/** The request's parameters, or the problem to show. */
function readQuery(ctx: Ctx): AuthorizeQuery | string {
  const q = ctx.url.searchParams;
  const need = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge'];
  const missing = need.filter((name) => !q.get(name));
  if (missing.length) return `missing parameter ${missing.join(', ')}.`;
  if (q.get('response_type') !== 'code') return 'response_type must be "code".';
  const clientId = q.get('client_id')!;
  if (ctx.world.clientId && clientId !== ctx.world.clientId) return `unknown client_id "${clientId}".`;
  let redirectUri: URL;
  try {
    redirectUri = new URL(q.get('redirect_uri')!);
  } catch {
    return 'redirect_uri is not an absolute URL.';
  }
  if (!/^https?:$/.test(redirectUri.protocol)) return 'redirect_uri must be http or https.';
  if (!['S256', 's256'].includes(q.get('code_challenge_method') ?? '')) return 'code_challenge_method must be S256.';
  const challenge = q.get('code_challenge')!;
  if (!CHALLENGE.test(challenge)) return 'code_challenge must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~.';
  if (q.get('state')!.length > 500) return 'state is longer than 500 characters.';
  return {
    clientId,
    redirectUri,
    scope: q.get('scope')!.trim().split(/\s+/).join(' '),
    state: q.get('state')!,
    challenge,
  };
}

function consentPage(ctx: Ctx, query: AuthorizeQuery): string {
  const hidden = [...ctx.url.searchParams]
    .filter(([name]) => name !== 'username')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const cancel = new URL(query.redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  cancel.searchParams.set('state', query.state);
  const app = escapeHtml(ctx.world.appName);
  const scopes = query.scope
    .split(' ')
    .map((scope) => `<code>${escapeHtml(scope)}</code>`)
    .join(' ');
  const body = `<h1>Authorize ${app} to use your account?</h1>
<p>${app} (client <code>${escapeHtml(query.clientId)}</code>) asks for: ${scopes}.</p>
<p>This is the local fake of X: any username signs in at once.</p>
<form method="get" action="/i/oauth2/authorize">${hidden}
<label for="username">Username</label>
<input type="text" id="username" name="username" value="hostel_${ctx.world.accounts.users.length + 1}"
 pattern="[A-Za-z0-9_]{1,15}" required autocomplete="off">
<button type="submit">Authorize app</button></form>
<a class="cancel" href="${escapeHtml(cancel.href)}">Cancel</a>`;
  return page(`Authorize ${ctx.world.appName}`, body);
}

export function authorize(ctx: Ctx): void {
  const query = readQuery(ctx);
  if (typeof query === 'string') return refuse(ctx, query);
  const username = ctx.url.searchParams.get('username');
  if (username === null) return sendHtml(ctx.res, 200, consentPage(ctx, query));
  if (!USERNAME.test(username)) return refuse(ctx, 'username must be 1 to 15 letters, digits or underscores.');
  const { accounts, clients } = ctx.world;
  if (!clients.includes(query.clientId)) clients.push(query.clientId);
  const user = accounts.ensureUser(username);
  const code = accounts.issueCode({
    clientId: query.clientId,
    redirectUri: ctx.url.searchParams.get('redirect_uri')!,
    challenge: query.challenge,
    userId: user.id,
    scope: query.scope,
  });
  const location = new URL(query.redirectUri);
  location.searchParams.set('state', query.state);
  location.searchParams.set('code', code);
  ctx.res.writeHead(302, { location: location.href, 'content-length': 0 });
  ctx.res.end();
}
