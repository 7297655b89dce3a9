/**
 * `/admin/incomplete/{kind}` and `/dd/incomplete/{kind}`: the institutions missing a warden, an X
 * handle, an X password or a connected X account, ten a page with district, taluk and type filters
 * in the URL; the server keeps a DD to their districts. For an admin each row's 'Fix' opens the
 * institution's edit form on the institutions page (`?edit=ID`), where the gap is filled; on the
 * X-connection list it is 'Connect X', which starts X's sign-in at once. A DD reads the lists and
 * asks an admin (no Fix), and picks only among their own districts.
 */
import { Link } from '@tanstack/react-router';
import { useConnectX } from '@/lib/x-connect-api';
import { useXPublishing } from '@/idle/idle-config';
import { useT } from '@/i18n';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { institutionName, nameIn } from '@/lib/names';
import type { Named } from '@common/contract/shared';
import type { IncompleteInstitution } from '@common/contract/answers/institutions';
import { INCOMPLETE_KINDS, useIncompleteList, type IncompleteKind } from '@/lib/console-stats';
import type { PlaceSearch } from './console-search';
import { PlaceFilters } from './place-filters';

export interface IncompletePageProps {
  kind: IncompleteKind;
  search: PlaceSearch;
  onSearch: (next: Partial<PlaceSearch>) => void;
  /** Whose console shows the lists: a DD's has no Fix and links to its own routes. */
  view?: 'admin' | 'dd';
  /** The districts the district filter offers (a DD's own); every district when absent. */
  districts?: readonly Named[] | undefined;
}

const TAB = 'flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold';

export function IncompletePage({ kind, search, onSearch, view = 'admin', districts }: IncompletePageProps) {
  const t = useT();
  const page = search.page ?? 1;
  const list = useIncompleteList(kind, { ...search, page });
  const connectX = useConnectX();
  const xPublishing = useXPublishing();
  const dd = view === 'dd';
  // With no X app nothing can connect, so a DD is not sent to a list of what no one can fix.
  const kinds = INCOMPLETE_KINDS.filter((k) => !dd || xPublishing || k !== 'x-connection');
  const nameOf = (row: IncompleteInstitution) => institutionName(row.name, t.lang);
  const columns: Column<IncompleteInstitution>[] = [
    {
      id: 'name',
      header: t('adm.inst.name'),
      phone: 'stacked',
      cell: (row) => <span className="font-semibold">{nameOf(row)}</span>,
    },
    {
      id: 'place',
      header: t('adm.inst.place'),
      cell: (row) => `${nameIn(row.taluk.name, t.lang)}, ${nameIn(row.district.name, t.lang)}`,
    },
    { id: 'type', header: t('adm.inst.type'), cell: (row) => t(`adm.orgType.${row.organization_type}`) },
    {
      id: 'missing',
      header: t('adm.incomplete.missing'),
      cell: (row) => row.missing.map((m) => t(`adm.missing.${m}`)).join(', '),
    },
  ];
  if (!dd)
    columns.push({
      id: 'fix',
      header: t('adm.actions'),
      phone: 'bare',
      className: 'md:text-right',
      cell: (row) =>
        kind === 'x-connection' && xPublishing ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
            aria-label={t('x.connectFor', { name: nameOf(row) })}
            disabled={connectX.isPending}
            onClick={() => connectX.mutate(row.id)}
          >
            {t('x.connect')}
          </button>
        ) : (
          <Link
            to="/admin/institutions"
            search={{ edit: row.id }}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
            aria-label={t('adm.incomplete.fixFor', { name: nameOf(row) })}
          >
            {t('adm.incomplete.fix')}
          </Link>
        ),
    });

  return (
    <section className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">
          {t(`adm.incomplete.title.${kind}`)}
        </h1>
        <p className="mt-1 text-[15px] text-ink-muted">
          {t(dd ? 'dd.incomplete.description' : 'adm.incomplete.description')}
        </p>
      </div>
      <nav aria-label={t('adm.incomplete.kinds')} className="flex flex-wrap gap-2">
        {kinds.map((k) => (
          <Link
            key={k}
            to={dd ? '/dd/incomplete/$kind' : '/admin/incomplete/$kind'}
            params={{ kind: k }}
            search={(prev) => ({ ...prev, page: undefined })}
            aria-current={k === kind ? 'page' : undefined}
            className={`${TAB} ${k === kind ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-brand-800 hover:bg-brand-50'}`}
          >
            {t(`adm.incomplete.title.${k}`)}
          </Link>
        ))}
      </nav>
      <div className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-3">
        <PlaceFilters value={search} onChange={onSearch} districts={districts} />
      </div>
      {list.isError && !list.data ? (
        <ErrorPanel
          title={t('adm.inst.loadFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState hint={t('adm.incomplete.emptyHint')} />
      ) : (
        <>
          <p className="text-[15px] text-ink-muted">
            {list.data ? t('adm.count', { count: list.data.total_items }) : '\u00a0'}
          </p>
          <DataTable
            caption={t(`adm.incomplete.title.${kind}`)}
            columns={columns}
            rows={list.data?.items}
            rowKey={(row) => row.id}
            loading={list.isPending}
            stale={list.isPlaceholderData}
          />
          <Pagination
            page={page}
            totalPages={list.data?.total_pages ?? 0}
            onPageChange={(next) => onSearch({ page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </section>
  );
}
