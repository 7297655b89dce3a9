/**
 * What the public site shows (`GET public/site`, and the page at /site): the published version of
 * each section, words in the language asked for (English where the Kannada is missing), images
 * resolved to their renditions and alt text. The ETag is a hash of exactly what is answered, so a
 * publish, a replaced image or new alt text changes it and nothing else does.
 */
import crypto from 'node:crypto';
import type { SiteImage } from '@common/contract/answers/site.ts';
import { mediaIdsOf, type SectionItem, type TranslatedText } from '@common/site/site-schema.ts';
import { sectionByKey, type SectionKey } from '@common/site/site-sections.ts';
import type { AppContext } from '../../context.ts';
import { mediaRowsByIds, publishedVersions } from './site.repository.ts';

export type SiteLang = 'en' | 'kn';
type PublicValue = string | number | SiteImage | null;

/** A section's draft items shown in place of its published ones (the editor's preview). */
export interface Override {
  key: SectionKey;
  items: SectionItem[];
}

export async function publicSite(ctx: AppContext, lang: SiteLang, override?: Override) {
  const live = await publishedVersions(ctx.db);
  const published = override
    ? [
        ...live.filter((v) => v.section_key !== override.key),
        { section_key: override.key, version: 0, items: override.items, state_changed_at: ctx.clock.now() },
      ]
    : live;
  const ids = published.flatMap((v) => mediaIdsOf(sectionByKey(v.section_key)!, v.items));
  const media = new Map((await mediaRowsByIds(ctx.db, ids)).map((m) => [m.id, m]));
  const image = (id: number): SiteImage | null => {
    const m = media.get(id);
    if (!m) return null;
    return {
      id: m.id,
      high_res: m.high_res_path,
      low_res: m.low_res_path ?? m.high_res_path,
      width: m.width,
      height: m.height,
      alt: (lang === 'kn' && m.alt_kn) || m.alt_en,
    };
  };
  const sections: Partial<Record<SectionKey, Record<string, PublicValue>[]>> = {};
  for (const v of published.sort((a, b) => a.section_key.localeCompare(b.section_key))) {
    const section = sectionByKey(v.section_key);
    if (!section) continue;
    sections[v.section_key] = v.items.map((item: SectionItem) =>
      Object.fromEntries(
        section.fields.map((f): [string, PublicValue] => {
          const value = item[f.key];
          if (f.type === 'media') return [f.key, typeof value === 'number' ? image(value) : null];
          if (f.translated) {
            const text = value as TranslatedText | undefined;
            return [f.key, (lang === 'kn' && text?.kn) || text?.en || ''];
          }
          return [f.key, (value as string | number | null) ?? null];
        }),
      ),
    );
  }
  const times = published.map((v) => new Date(v.state_changed_at).getTime());
  const data = {
    lang,
    sections,
    updated_at: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
  return {
    data,
    etag: `"${crypto.createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`,
  };
}

export { PUBLIC_CACHE_CONTROL as SITE_CACHE_CONTROL } from '../../lib/public-page.ts';
