/**
 * `/admin/accounts`: the accounts the caller may manage (the server leaves out the others), ten a
 * page, with search, role, status, created-by and created-on order in the URL. 'Add new user'
 * opens the add-new-user form; rows open the disable/enable confirmation, the 2FA reset (SUPER_ADMIN
 * only) and a DD's districts.
 */
import { useState } from 'react';
import { can, rolesInReach } from '@common/access';
import type { Role } from '@common/roles';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/icons';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { useAccounts } from './api/get-accounts';
import type { AccountSearch } from './account-search';
import { accountColumns } from './account-columns';
import { AccountFilters } from './account-filters';
import { AccountFormDialog } from './account-form-dialog';
import { AccountStatusDialog } from './account-status-dialog';
import { ResetTwoFactorDialog } from './reset-2fa-dialog';
import { DistrictsDialog } from './districts-dialog';
import type { Account } from '@common/contract/answers/accounts';

export interface AccountsPageProps {
  search: AccountSearch;
  onSearch: (next: Partial<AccountSearch>) => void;
}

export function AccountsPage({ search, onSearch }: AccountsPageProps) {
  const t = useT();
  const user = useSession();
  const roles = user.role ? rolesInReach(user.role as Role, 'account.create') : [];
  const page = search.page ?? 1;
  const list = useAccounts({ ...search, page });
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<Account | null>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const [districts, setDistricts] = useState<Account | null>(null);
  const columns = accountColumns(t, {
    selfId: Number(user.id),
    canReset2fa: can(user.role, 'account.reset2fa'),
    onToggle: setToggling,
    onReset2fa: setResetting,
    onDistricts: setDistricts,
  });

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('adm.accounts.title')}</h1>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('adm.accounts.description')}</p>
        </div>
        <Button width="auto" onClick={() => setCreating(true)}>
          <PlusIcon width={20} height={20} />
          {t('adm.accounts.add')}
        </Button>
      </div>

      <AccountFilters search={search} roles={roles} selfId={Number(user.id)} onSearch={onSearch} />

      {list.isError && !list.data ? (
        <ErrorPanel
          title={t('adm.accounts.loadFailed')}
          reason={t.text(list.error.message)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState hint={t('adm.accounts.emptyHint')} />
      ) : (
        <>
          <p className="text-[15px] text-ink-muted" aria-live="polite">
            {list.data ? t('adm.count', { count: list.data.total_items }) : '\u00a0'}
          </p>
          <DataTable
            caption={t('adm.accounts.title')}
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

      <AccountFormDialog open={creating} roles={roles} onClose={() => setCreating(false)} />
      <AccountStatusDialog account={toggling} onClose={() => setToggling(null)} />
      <ResetTwoFactorDialog account={resetting} onClose={() => setResetting(null)} />
      <DistrictsDialog account={districts} onClose={() => setDistricts(null)} />
    </section>
  );
}
