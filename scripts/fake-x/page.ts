/**
 * The fake's own pages, for a person watching a demo: GET / lists the posts newest first with
 * their photos (served by GET /media/:id) and the request counters; no external resources.
 */
import { escapeHtml, sendHtml } from './answers.ts';
import { imageType } from './content.ts';
import type { Ctx } from './context.ts';

const style = `body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#fff;color:#0f1419}
header{position:sticky;top:0;background:#ffffffee;border-bottom:1px solid #eff3f4;padding:.8rem 1rem}
h1{font-size:1.25rem;margin:0}main{max-width:38rem;margin:auto;border-inline:1px solid #eff3f4}
article{padding:.8rem 1rem;border-bottom:1px solid #eff3f4}.who{color:#536471}.who b{color:#0f1419}
.text{white-space:pre-wrap;margin:.3rem 0}.photos{display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));
gap:2px;border-radius:16px;overflow:hidden;border:1px solid #cfd9de}.photos img{width:100%;height:12rem;object-fit:cover;
display:block}.photos img:only-child{height:auto;max-height:28rem}.empty{padding:2rem 1rem;color:#536471}section{padding:1rem}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #eff3f4}td.n{text-align:right}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function homePage(ctx: Ctx): void {
  const { accounts, content, counts, stats, refreshes } = ctx.world;
  const posts = [...content.posts].reverse().map((post) => {
    const handle = accounts.userById(post.userId)?.username ?? '?';
    const when = new Date(post.createdAt).toISOString();
    const shown = `${when.slice(0, 16).replace('T', ' ')} UTC`;
    const photos = post.mediaIds
      .map(
        (id) => `<img src="/media/${escapeHtml(id)}" alt="Photo ${escapeHtml(id)} posted by @${escapeHtml(handle)}">`,
      )
      .join('');
    return `<article><div class="who"><b>@${escapeHtml(handle)}</b> · <time datetime="${when}">${shown}</time></div>
<p class="text">${escapeHtml(post.text)}</p>${photos ? `<div class="photos">${photos}</div>` : ''}</article>`;
  });
  const rows = Object.entries({ ...counts, '429 answers': stats.answers429 })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `<tr><td>${escapeHtml(name)}</td><td class="n">${n}</td></tr>`)
    .join('');
  const refreshRows = Object.entries(refreshes)
    .map(([name, n]) => `<tr><td>@${escapeHtml(name)}</td><td class="n">${n}</td></tr>`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake X</title><style>${style}</style></head>
<body><main><header><h1>Fake X · ${plural(content.posts.length, 'post')}, ${plural(accounts.users.length, 'user')}</h1></header>
${posts.join('\n') || '<p class="empty">No posts yet.</p>'}
<section><h2>Requests</h2><table><tr><th>Endpoint</th><th>Count</th></tr>${rows}</table>
${refreshRows ? `<h2>Token refreshes</h2><table><tr><th>User</th><th>Refreshes</th></tr>${refreshRows}</table>` : ''}
</section></main></body></html>`;
  sendHtml(ctx.res, 200, html, { 'cache-control': 'no-store' });
}

export function mediaFile(ctx: Ctx): void {
  const data = ctx.world.content.media.get(ctx.params.id!)?.data;
  if (!data) {
    ctx.res.writeHead(404, { 'content-type': 'text/plain' });
    ctx.res.end('No such media.\n');
    return;
  }
  ctx.res.writeHead(200, { 'content-type': imageType(data)!, 'content-length': data.length });
  ctx.res.end(data);
}
