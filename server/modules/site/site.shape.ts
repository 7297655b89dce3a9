/**
 * The answer shapes of the website's sections (common/contract/answers/site.ts): a version with
 * its history and the Kannada it lacks, a section's summary from its open and published heads, and
 * its detail with the steps the caller may take (common/site/site-review.ts `stepsOpen`).
 */
import { isOpen, type DraftFacts, stepsOpen } from '@common/site/site-review.ts';
import { missingKannada } from '@common/site/site-schema.ts';
import type { SectionDefinition } from '@common/site/site-sections.ts';
import type { ActivityRow, VersionRow } from './site.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function versionShape(section: SectionDefinition, row: VersionRow, activities: ActivityRow[]) {
  return {
    version: row.version,
    state: row.state,
    items: row.items,
    author: { id: row.author_id, name: row.author_name },
    saved_by: { id: row.saved_by, name: row.saver_name },
    restored_from: row.restored_from,
    created_at: iso(row.created_at),
    state_changed_at: iso(row.state_changed_at),
    missing_kannada: missingKannada(section, row.items),
    activities: activities
      .filter((a) => a.version === row.version)
      .map((a) => ({
        type: a.activity_type,
        actor: { id: a.actor_id, name: a.actor_name },
        comment: a.comment,
        created_at: iso(a.created_at),
      })),
  };
}

interface Heads {
  open?: { version: number; state: VersionRow['state']; at: Date } | undefined;
  published?: { version: number; at: Date } | undefined;
}

export function summaryShape(section: SectionDefinition, heads: Heads) {
  const latest = [heads.open?.at, heads.published?.at].filter((d): d is Date => !!d).map((d) => new Date(d).getTime());
  return {
    key: section.key,
    title: section.title,
    definition: section,
    draft_version: heads.open?.version ?? null,
    published_version: heads.published?.version ?? null,
    status: heads.open && isOpen(heads.open.state) ? heads.open.state : heads.published ? 'PUBLISHED' : 'EMPTY',
    updated_at: latest.length ? new Date(Math.max(...latest)).toISOString() : null,
  } as const;
}

/** The open draft's facts for the review rules: its chain's author and everyone who saved it. */
export function draftFacts(rows: VersionRow[], user: { id: number; role: DraftFacts['role'] }): DraftFacts {
  const open = rows.find((r) => isOpen(r.state));
  const publishedAt = Math.max(
    0,
    ...rows.filter((r) => r.state === 'PUBLISHED' || r.state === 'ARCHIVED').map((r) => r.version),
  );
  const chain = rows.filter((r) => r.version > publishedAt && (r.state === 'EDITED' || isOpen(r.state)));
  return {
    role: user.role,
    userId: user.id,
    versions: rows.length,
    open:
      open && isOpen(open.state)
        ? { state: open.state, author_id: open.author_id, savers: [...new Set(chain.map((r) => r.saved_by))] }
        : null,
  };
}

export function detailShape(
  section: SectionDefinition,
  rows: VersionRow[],
  activities: ActivityRow[],
  facts: DraftFacts,
) {
  const open = rows.find((r) => isOpen(r.state));
  const published = rows.find((r) => r.state === 'PUBLISHED');
  const shaped = rows.map((r) => versionShape(section, r, activities));
  return {
    ...summaryShape(section, {
      open: open && { version: open.version, state: open.state, at: open.state_changed_at },
      published: published && { version: published.version, at: published.state_changed_at },
    }),
    draft: open ? shaped[rows.indexOf(open)]! : null,
    published: published ? shaped[rows.indexOf(published)]! : null,
    versions: shaped,
    can: stepsOpen(facts),
  };
}
