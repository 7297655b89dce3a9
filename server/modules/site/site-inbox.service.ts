/**
 * The content console's inbox: what waits for the caller. An open draft is listed when the caller
 * may take its next step now (forward it, approve it; common/site/site-review.ts decides), and a
 * DRAFT when the caller wrote it, with the reason it was sent back if it was.
 */
import { isOpen, refusal } from '@common/site/site-review.ts';
import { SECTIONS } from '@common/site/site-sections.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { activitiesOf, sectionHeads, versionsOf } from './site.repository.ts';
import { draftFacts } from './site.shape.ts';

export async function inbox(ctx: AppContext, user: AuthUser) {
  const heads = await sectionHeads(ctx.db);
  const keys = new Set(heads.filter((h) => isOpen(h.state)).map((h) => h.section_key));
  const items = [];
  for (const section of SECTIONS.filter((s) => keys.has(s.key))) {
    const rows = await versionsOf(ctx.db, section.key);
    const open = rows.find((r) => isOpen(r.state));
    if (!open || !isOpen(open.state)) continue;
    const facts = draftFacts(rows, user);
    const waits =
      open.state === 'DRAFT'
        ? open.author_id === user.id
        : refusal(open.state === 'IN_REVIEW' ? 'forward' : 'approve', facts) === null;
    if (!waits) continue;
    const history = (await activitiesOf(ctx.db, section.key)).filter((a) => a.comment);
    const last = history.at(-1);
    items.push({
      key: section.key,
      title: section.title,
      version: open.version,
      state: open.state,
      author: { id: open.author_id, name: open.author_name },
      updated_at: new Date(open.state_changed_at).toISOString(),
      comment: last && last.created_at >= open.created_at ? last.comment : null,
    });
  }
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}
