/**
 * The website's sections: listing them, reading one, and saving a draft. A save is checked by the
 * section's own schema (common/site/site-schema.ts, the editor's too), must start from the version
 * that is current (else 409: someone else saved), may only name images of the media library, and
 * appends a version: the open draft's next, or a new DRAFT started from the published one.
 */
import { isOpen, refusal, type StepName } from '@common/site/site-review.ts';
import { draftBodySchema, mediaIdsOf, type SectionItem } from '@common/site/site-schema.ts';
import { sectionByKey, SECTIONS, type SectionDefinition, type SectionKey } from '@common/site/site-sections.ts';
import { SITE_MSG } from '@common/site/site-messages.ts';
import type { FieldError } from '@common/api.ts';
import type { AppContext } from '../../context.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { parse } from '../../lib/parse.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import {
  siteTransaction,
  activitiesOf,
  addActivity,
  insertVersion,
  latestVersionNumber,
  libraryImages,
  moveState,
  sectionHeads,
  versionsOf,
} from './site.repository.ts';
import { detailShape, draftFacts, summaryShape } from './site.shape.ts';

export const sectionOf = (key: SectionKey): SectionDefinition => {
  const section = sectionByKey(key);
  if (!section) throw errors.notFound();
  return section;
};

export async function listSections(ctx: AppContext) {
  const heads = await sectionHeads(ctx.db);
  const items = SECTIONS.map((section) => {
    const mine = heads.filter((h) => h.section_key === section.key);
    const open = mine.find((h) => isOpen(h.state));
    const published = mine.find((h) => h.state === 'PUBLISHED');
    return summaryShape(section, {
      open: open && { version: open.version, state: open.state, at: open.state_changed_at },
      published: published && { version: published.version, at: published.state_changed_at },
    });
  });
  return { items };
}

export async function readSection(ctx: AppContext, user: AuthUser, key: SectionKey) {
  const section = sectionOf(key);
  const [rows, activities] = await Promise.all([versionsOf(ctx.db, key), activitiesOf(ctx.db, key)]);
  return detailShape(section, rows, activities, draftFacts(rows, user));
}

/** Throws the refusal of a step, if the rules refuse it. */
export function enforce(step: StepName, facts: Parameters<typeof refusal>[1]): void {
  const refused = refusal(step, facts);
  if (refused) throw new AppError(refused.status, refused.status === 409 ? 'CONFLICT' : 'FORBIDDEN', refused.message);
}

/** The images items name must be images of the library; the field at fault is named. */
export async function checkImages(ctx: AppContext, section: SectionDefinition, items: SectionItem[]) {
  const ids = mediaIdsOf(section, items);
  const found = new Map((await libraryImages(ctx.db, ids)).map((m) => [m.id, m.media_type]));
  const problems: FieldError[] = [];
  items.forEach((item, i) =>
    section.fields
      .filter((f) => f.type === 'media' && typeof item[f.key] === 'number')
      .forEach((f) => {
        const type = found.get(item[f.key] as number);
        if (type !== 'image')
          problems.push({ field: `items.${i}.${f.key}`, message: type ? SITE_MSG.notAnImage : SITE_MSG.imageMissing });
      }),
  );
  if (problems.length) throw errors.invalid(problems);
  return ids;
}

export interface Appended {
  version: number;
}

/**
 * Appends a version on top of the open draft (which becomes EDITED) or as a new DRAFT; any
 * writer who got there first makes this a 409. Runs inside the caller's transaction.
 */
export async function appendVersion(
  ctx: AppContext,
  trx: AppContext['db'],
  args: {
    section: SectionDefinition;
    items: SectionItem[];
    mediaIds: number[];
    user: AuthUser;
    open: { id: number; state: 'DRAFT' | 'IN_REVIEW' | 'PENDING_APPROVAL'; author_id: number } | undefined;
    restoredFrom: number | null;
    state?: 'DRAFT';
  },
): Promise<Appended> {
  const at = ctx.clock.now();
  const key = args.section.key;
  if (args.open && !(await moveState(trx, args.open.id, args.open.state, 'EDITED', at)))
    throw errors.conflict(SITE_MSG.staleDraft);
  const version = (await latestVersionNumber(trx, key)) + 1;
  const row = await insertVersion(
    trx,
    {
      section_key: key,
      version,
      items: args.items,
      state: args.state ?? args.open?.state ?? 'DRAFT',
      author_id: args.open?.author_id ?? args.user.id,
      saved_by: args.user.id,
      restored_from: args.restoredFrom,
      at,
    },
    args.mediaIds,
  );
  if (!row) throw errors.conflict(SITE_MSG.staleDraft);
  return { version };
}

export async function saveDraft(ctx: AppContext, user: AuthUser, key: SectionKey, body: unknown) {
  const section = sectionOf(key);
  const input = parse(draftBodySchema(section), body);
  const items = input.items as SectionItem[];
  const mediaIds = await checkImages(ctx, section, items);
  await siteTransaction(ctx.db, async (trx) => {
    const rows = await versionsOf(trx, key);
    enforce('edit', draftFacts(rows, user));
    const open = rows.find((r) => isOpen(r.state));
    const current = open ?? rows.find((r) => r.state === 'PUBLISHED');
    if (input.base_version !== (current?.version ?? 0)) throw errors.conflict(SITE_MSG.staleDraft);
    const openHead =
      open && isOpen(open.state) ? { id: open.id, state: open.state, author_id: open.author_id } : undefined;
    const { version } = await appendVersion(ctx, trx, {
      section,
      items,
      mediaIds,
      user,
      open: openHead,
      restoredFrom: null,
    });
    await addActivity(trx, { key, version, type: 'save', actor: user.id, comment: null, at: ctx.clock.now() });
  });
  return readSection(ctx, user, key);
}
