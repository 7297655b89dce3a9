/**
 * The review steps of a section's draft and restoring an old version (common/site/site-review.ts
 * holds the rules): each step moves the open draft's state, archives the live version when it
 * publishes, records who, when and the comment, and then tells the people whose turn it is.
 */
import { TRANSITIONS, isOpen, type ReviewStep } from '@common/site/site-review.ts';
import { sectionItemsSchema, type SectionItem } from '@common/site/site-schema.ts';
import type { SectionKey } from '@common/site/site-sections.ts';
import { SITE_MSG } from '@common/site/site-messages.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { parse } from '../../lib/parse.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { addActivity, archivePublished, moveState, siteTransaction, versionsOf } from './site.repository.ts';
import { draftFacts } from './site.shape.ts';
import { appendVersion, checkImages, enforce, readSection, sectionOf } from './site.service.ts';
import { notifyStep } from './site-notify.ts';

export async function takeStep(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: AuthUser,
  key: SectionKey,
  step: ReviewStep,
  comment: string | null,
) {
  const section = sectionOf(key);
  const done = await siteTransaction(ctx.db, async (trx) => {
    const rows = await versionsOf(trx, key);
    enforce(step, draftFacts(rows, user));
    const open = rows.find((r) => isOpen(r.state))!;
    const at = ctx.clock.now();
    const to = TRANSITIONS[step].to;
    if (to === 'PUBLISHED') await archivePublished(trx, key, at);
    if (!(await moveState(trx, open.id, open.state, to, at))) throw errors.conflict(SITE_MSG.staleDraft);
    await addActivity(trx, { key, version: open.version, type: step, actor: user.id, comment, at });
    return { version: open.version, author: open.author_id };
  });
  await notifyStep(ctx, log, { section, step, version: done.version, author: done.author, actor: user.id, comment });
  return readSection(ctx, user, key);
}

/** Copies version n into a new draft on top of the open one (only while that is still a DRAFT). */
export async function restoreVersion(
  ctx: AppContext,
  user: AuthUser,
  key: SectionKey,
  n: number,
  comment: string | null,
) {
  const section = sectionOf(key);
  await siteTransaction(ctx.db, async (trx) => {
    const rows = await versionsOf(trx, key);
    enforce('restore', draftFacts(rows, user));
    const target = rows.find((r) => r.version === n);
    if (!target) throw errors.notFound(SITE_MSG.versionNotFound);
    // The definitions may have changed and its images may be gone since: it must pass today's checks.
    const items = parse(sectionItemsSchema(section), target.items).map((it) => it as SectionItem);
    const mediaIds = await checkImages(ctx, section, items);
    const open = rows.find((r) => isOpen(r.state));
    const head =
      open && open.state === 'DRAFT' ? { id: open.id, state: open.state, author_id: open.author_id } : undefined;
    const { version } = await appendVersion(ctx, trx, {
      section,
      items,
      mediaIds,
      user,
      open: head,
      restoredFrom: n,
      state: 'DRAFT',
    });
    await addActivity(trx, { key, version, type: 'restore', actor: user.id, comment, at: ctx.clock.now() });
  });
  return readSection(ctx, user, key);
}
