/**
 * A page of library files as a list of real buttons, in a grid of thumbnails or in rows: each
 * shows the image's small rendition (or its kind), its name, kind and size (formatBytes), and
 * opens the file. While the first page loads there are placeholders; while the next one loads the
 * old files stay, dimmed. Two columns fit a 360 px phone; every button is at least 44 px tall.
 */
import type { Media } from '@common/contract/answers/media';
import { formatBytes } from '@common/uploads';
import { useT } from '@/i18n';
import { formatAdminDate } from '@/lib/format-time';
import { MediaPreview, mediaName, typeLabel } from './media-preview';

export interface MediaGridProps {
  items: Media[] | undefined;
  view: 'grid' | 'list';
  label: string;
  stale?: boolean;
  /** The id of a file to mark as chosen (the picker). */
  selected?: number | null;
  onOpen: (media: Media) => void;
}

const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

export function MediaGrid({ items, view, label, stale = false, selected = null, onOpen }: MediaGridProps) {
  const t = useT();
  const grid = view === 'grid';
  const listClass = grid
    ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
    : 'flex flex-col divide-y divide-line overflow-hidden rounded-card border border-line bg-white';

  if (!items) {
    return (
      <ul aria-label={label} aria-busy="true" className={listClass}>
        {Array.from({ length: grid ? 8 : 5 }, (_, i) => (
          <li
            key={i}
            className={grid ? 'aspect-[4/5] animate-pulse rounded-xl bg-brand-50' : 'h-16 animate-pulse bg-brand-50/60'}
          />
        ))}
      </ul>
    );
  }

  return (
    <ul aria-label={label} className={`${listClass} ${stale ? 'opacity-60 transition-opacity' : ''}`}>
      {items.map((media) => {
        const name = mediaName(media);
        const facts = `${typeLabel(t, media.media_type.name)} · ${formatBytes(media.size.current)}`;
        const chosen = selected === media.id;
        return (
          <li key={media.id}>
            {grid ? (
              <button
                type="button"
                onClick={() => onOpen(media)}
                aria-pressed={selected === null ? undefined : chosen}
                className={`flex w-full flex-col overflow-hidden rounded-xl border bg-white text-left hover:border-brand-300 hover:shadow-card ${FOCUS} ${chosen ? 'border-brand-700 ring-2 ring-brand-700' : 'border-line'}`}
              >
                <MediaPreview media={media} className="aspect-square w-full" />
                <span className="flex flex-col gap-0.5 p-2.5">
                  <span className="line-clamp-2 text-[15px] font-semibold wrap-anywhere text-ink" title={name}>
                    {name}
                  </span>
                  <span className="text-sm text-ink-muted">{facts}</span>
                </span>
              </button>
            ) : (
              <button
                type="button"
                onClick={() => onOpen(media)}
                aria-pressed={selected === null ? undefined : chosen}
                className={`flex min-h-16 w-full items-center gap-3 px-3 py-2 text-left hover:bg-brand-50 ${FOCUS} ${chosen ? 'bg-brand-50' : ''}`}
              >
                <MediaPreview media={media} className="size-12 shrink-0 rounded-lg" iconSize={22} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[15px] font-semibold text-ink" title={name}>
                    {name}
                  </span>
                  <span className="block text-sm text-ink-muted">{facts}</span>
                </span>
                <span className="hidden shrink-0 text-sm text-ink-muted sm:block">
                  {formatAdminDate(Date.parse(media.createdAt), t.lang)}
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
