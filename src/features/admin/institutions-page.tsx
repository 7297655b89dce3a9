/**
 * `/admin/institutions`: every live institution, ten a page, with search, district, taluk, type,
 * X account state and created-on order in the URL. Rows open the edit form, the warden picker, X's
 * sign-in (Connect, Reconnect), the Disconnect or the delete confirmation, its holidays (declare, revoke); 'Add institution' opens an empty form. `?edit=ID` opens that institution's form
 * directly (the incomplete lists link there). The holidays dialog belongs to the holidays feature:
 * the route passes it in (a feature imports no other feature; docs/product.md, 'Code layout').
 */
import { useState, type ComponentType } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/icons';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { useInstitutions } from './api/get-institutions';
import type { Institution } from '@common/contract/answers/institutions';
import type { InstitutionSearch } from './console-search';
import { PlaceFilters } from './place-filters';
import { SelectField } from './select-field';
import { SearchBox } from './search-box';
import { institutionColumns } from './institution-columns';
import { InstitutionFormDialog } from './institution-form-dialog';
import { AssignWardenDialog } from './assign-warden-dialog';
import { DeleteInstitutionDialog } from './delete-institution-dialog';
import { InstitutionDaysDialog } from './institution-days-dialog';
import { XDisconnectDialog } from './x-disconnect-dialog';
import { useConnectX } from '@/lib/x-connect-api';
import { capitalizeWords } from '@/lib/names';
import { useXPublishing } from '@/idle/idle-config';
import { X_ACCOUNT_STATUSES } from '@common/x-publishing';

export interface InstitutionsPageProps {
  search: InstitutionSearch;
  onSearch: (next: Partial<InstitutionSearch>, replace?: boolean) => void;
  /** One institution's holidays (declare, revoke), open while `institution` is set. */
  HolidaysDialog: ComponentType<{ institution: { id: number; name: string } | null; onClose: () => void }>;
}

export function InstitutionsPage({ search, onSearch, HolidaysDialog }: InstitutionsPageProps) {
  const t = useT();
  const page = search.page ?? 1;
  const list = useInstitutions({ ...search, page });
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<Institution | null>(null);
  const [deleting, setDeleting] = useState<Institution | null>(null);
  const [viewing, setViewing] = useState<Institution | null>(null);
  const [disconnecting, setDisconnecting] = useState<Institution | null>(null);
  const [holidaysOf, setHolidaysOf] = useState<Institution | null>(null);
  const connectX = useConnectX();
  const xPublishing = useXPublishing();
  const columns = institutionColumns(t, {
    onEdit: (row) => onSearch({ edit: row.id }),
    onAssign: setAssigning,
    onDelete: setDeleting,
    onDays: setViewing,
    onHolidays: setHolidaysOf,
    onConnectX: (row) => connectX.mutate(row.id),
    onDisconnectX: setDisconnecting,
    connectingX: connectX.isPending ? (connectX.variables ?? null) : null,
    xPublishing,
  });

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('adm.inst.title')}</h1>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('adm.inst.description')}</p>
        </div>
        <Button width="auto" onClick={() => setCreating(true)}>
          <PlusIcon width={20} height={20} />
          {t('adm.inst.add')}
        </Button>
      </div>

      <div className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <SearchBox
          className="sm:col-span-2 lg:col-span-1"
          label={t('adm.filter.search')}
          value={search.search ?? ''}
          onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        />
        <PlaceFilters value={search} onChange={(next) => onSearch(next)} />
        <SelectField
          label={t('adm.filter.createdOn')}
          value={search.created_on ?? 'RECENT'}
          options={[
            { value: 'RECENT', label: t('adm.filter.recent') },
            { value: 'OLDEST', label: t('adm.filter.oldest') },
          ]}
          onChange={(e) =>
            onSearch({ created_on: e.target.value === 'OLDEST' ? 'OLDEST' : undefined, page: undefined })
          }
        />
        {xPublishing ? (
          <SelectField
            label={t('x.account.label')}
            value={search.x_status ?? ''}
            options={[
              { value: '', label: t('adm.filter.all') },
              ...X_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`x.account.${s}`) })),
            ]}
            onChange={(e) =>
              onSearch({
                x_status: X_ACCOUNT_STATUSES.find((s) => s === e.target.value),
                page: undefined,
              })
            }
          />
        ) : null}
      </div>

      {list.isError && !list.data ? (
        <ErrorPanel
          title={t('adm.inst.loadFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState hint={t('adm.inst.emptyHint')} />
      ) : (
        <>
          <p className="text-[15px] text-ink-muted" aria-live="polite">
            {list.data ? t('adm.count', { count: list.data.total_items }) : '\u00a0'}
          </p>
          <DataTable
            caption={t('adm.inst.title')}
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

      <InstitutionFormDialog
        open={creating || search.edit !== undefined}
        editId={search.edit}
        onClose={() => (creating ? setCreating(false) : onSearch({ edit: undefined }, true))}
      />
      <AssignWardenDialog institution={assigning} onClose={() => setAssigning(null)} />
      <DeleteInstitutionDialog institution={deleting} onClose={() => setDeleting(null)} />
      <InstitutionDaysDialog institution={viewing} onClose={() => setViewing(null)} />
      <XDisconnectDialog institution={disconnecting} onClose={() => setDisconnecting(null)} />
      <HolidaysDialog
        institution={holidaysOf ? { id: holidaysOf.id, name: capitalizeWords(holidaysOf.en_name) } : null}
        onClose={() => setHolidaysOf(null)}
      />
    </section>
  );
}
