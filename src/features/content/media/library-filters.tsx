/**
 * The library's filters (docs/spec-notes.md, 'The website's content and its review' on top of the contract's GET
 * media query): a search by name (over the whole library), the kind (media_types), whose files (created_by: the
 * signed-in user or anyone), the order (created_on), files no section uses (unused), and the grid or list view. Each
 * change goes to the URL at once and back to page 1; the search waits for Enter.
 */
import { useId, useState, type ReactNode } from 'react';
import { MEDIA_TYPES } from '@common/uploads';
import { useT } from '@/i18n';
import { Checkbox } from '@/components/checkbox';
import { TextField, fieldBorder, inputClass } from '@/components/text-field';
import type { LibrarySearch } from './library-search';
import { GridIcon, RowsIcon } from './library-icons';
import { typeLabel } from './media-preview';

export interface LibraryFiltersProps {
  search: LibrarySearch;
  onSearch: (next: Partial<LibrarySearch>) => void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-[15px] font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${SELECT} ${fieldBorder(false)}`}
      >
        {children}
      </select>
    </div>
  );
}

// Narrower padding than a text field: two selects share a 360 px row (Kannada labels are long).
const SELECT = inputClass.replace('px-4', 'pr-1 pl-3');
const VIEW =
  'grid size-12 place-items-center rounded-xl border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400';
const PRESSED = 'border-brand-700 bg-brand-700 text-white';
const UNPRESSED = 'border-line bg-white text-brand-800 hover:bg-brand-50';

export function LibraryFilters({ search, onSearch }: LibraryFiltersProps) {
  const t = useT();
  const [text, setText] = useState(search.search ?? '');
  const [shown, setShown] = useState(search.search ?? '');
  if (shown !== (search.search ?? '')) {
    setShown(search.search ?? '');
    setText(search.search ?? '');
  }
  const filter = (next: Partial<LibrarySearch>) => onSearch({ ...next, page: undefined });

  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-card border border-line bg-white p-4 shadow-card lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <form
        role="search"
        className="col-span-2 lg:col-span-1"
        onSubmit={(event) => {
          event.preventDefault();
          filter({ search: text.trim() || undefined });
        }}
      >
        <TextField
          label={t('library.filter.search')}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('library.filter.searchPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && search.search) filter({ search: undefined });
          }}
        />
      </form>
      <Select
        label={t('library.filter.type')}
        value={search.type ?? ''}
        onChange={(v) => filter({ type: MEDIA_TYPES.find((m) => m === v) })}
      >
        <option value="">{t('library.filter.allTypes')}</option>
        {MEDIA_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(t, type)}
          </option>
        ))}
      </Select>
      <Select
        label={t('library.filter.by')}
        value={search.by ?? ''}
        onChange={(v) => filter({ by: v === 'me' ? 'me' : undefined })}
      >
        <option value="">{t('library.filter.anyone')}</option>
        <option value="me">{t('library.filter.me')}</option>
      </Select>
      <Select
        label={t('library.filter.order')}
        value={search.order ?? ''}
        onChange={(v) => filter({ order: v === 'OLDEST' ? 'OLDEST' : undefined })}
      >
        <option value="">{t('library.filter.recent')}</option>
        <option value="OLDEST">{t('library.filter.oldest')}</option>
      </Select>
      <div
        role="group"
        aria-label={t('library.view.label')}
        className="flex items-end justify-end gap-2 lg:col-start-4 lg:row-start-2"
      >
        <button
          type="button"
          aria-pressed={search.view !== 'list'}
          aria-label={t('library.view.grid')}
          title={t('library.view.grid')}
          onClick={() => onSearch({ view: undefined })}
          className={`${VIEW} ${search.view !== 'list' ? PRESSED : UNPRESSED}`}
        >
          <GridIcon />
        </button>
        <button
          type="button"
          aria-pressed={search.view === 'list'}
          aria-label={t('library.view.list')}
          title={t('library.view.list')}
          onClick={() => onSearch({ view: 'list' })}
          className={`${VIEW} ${search.view === 'list' ? PRESSED : UNPRESSED}`}
        >
          <RowsIcon />
        </button>
      </div>
      <Checkbox
        className="col-span-2 lg:col-span-3 lg:col-start-1 lg:row-start-2"
        label={t('library.filter.unused')}
        checked={search.unused === true}
        onChange={(event) => filter({ unused: event.target.checked ? true : undefined })}
      />
    </div>
  );
}
