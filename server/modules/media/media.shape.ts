/**
 * The read shape of a media file (docs/product.md, 'Records and fields'): media_type.name, image_url.full.high_res,
 * name.original, extension.current, size.current.
 */
import type { Selectable } from 'kysely';
import type { MediaTable } from '../../db/schema.ts';

export type MediaRow = Selectable<MediaTable>;

export function mediaShape(m: MediaRow) {
  const url = { full: { high_res: m.high_res_path, low_res: m.low_res_path ?? m.high_res_path } };
  return {
    id: m.id,
    media_type: { name: m.media_type },
    image_url: m.media_type === 'image' ? url : null,
    video_url: m.media_type === 'video' ? url : null,
    file_url: url,
    name: { original: m.original_name, current: m.high_res_path.split('/').pop() ?? '' },
    extension: { original: m.original_ext, current: m.current_ext },
    size: { original: m.original_size, current: m.current_size },
    width: m.width,
    height: m.height,
    createdAt: new Date(m.created_at).toISOString(),
    belongs_to_folder: m.folder_id,
    alt: { en: m.alt_en, kn: m.alt_kn },
    version: m.version,
    created_by: m.owner_id,
  };
}

/**
 * A photo inside a post (docs/product.md, 'Records and fields': images.image_N with image_url.full.high_res,
 * name.original, extension.current, size.current): the media shape without its repeats (file_url, video_url) and
 * details, because a page of ten posts carries forty of them (docs/benchmarks.md, P5).
 */
export function postImageShape(m: MediaRow) {
  const { id, media_type, image_url, name, extension, size } = mediaShape(m);
  return { id, media_type, image_url, name, extension, size };
}
