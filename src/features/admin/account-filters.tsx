/**
 * The filter bar of the accounts list: search (name, email or phone), role (only the roles the
 * caller manages), status, created by (all, me, or the account id a link brought) and created-on
 * order. Every change goes to the URL through `onSearch` and goes back to page 1.
 */
import type { Role } from '@common/roles';
import { useT } from '@/i18n';
import type { AccountSearch } from './account-search';
import { SearchBox } from './search-box';
import { SelectField } from './select-field';

export interface AccountFiltersProps {
  search: AccountSearch;
  roles: Role[];
  selfId: number;
  onSearch: (next: Partial<AccountSearch>) => void;
}

export function AccountFilters({ search, roles, selfId, onSearch }: AccountFiltersProps) {
  const t = useT();
  const roleOptions: { value: string; label: string }[] = roles.map((r) => ({
    value: r,
    label: t(`adm.accounts.role.${r}`),
  }));
  if (search.roles && !roles.includes(search.roles as Role)) {
    // A comma list from a shared link: keep it selectable as it is.
    roleOptions.push({
      value: search.roles,
      label: search.roles
        .split(',')
        .map((r) => t(`adm.accounts.role.${r as Role}`))
        .join(', '),
    });
  }
  const creatorOptions = [{ value: String(selfId), label: t('adm.accounts.filter.me') }];
  if (search.created_by && search.created_by !== selfId)
    creatorOptions.push({
      value: String(search.created_by),
      label: t('adm.accounts.filter.account', { id: search.created_by }),
    });

  return (
    <div className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-5">
      <SearchBox
        className="sm:col-span-2 lg:col-span-1"
        label={t('adm.filter.search')}
        value={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
      />
      <SelectField
        label={t('adm.accounts.filter.role')}
        placeholder={t('adm.filter.all')}
        value={search.roles ?? ''}
        options={roleOptions}
        onChange={(e) => onSearch({ roles: e.target.value || undefined, page: undefined })}
      />
      <SelectField
        label={t('adm.accounts.filter.status')}
        placeholder={t('adm.filter.all')}
        value={search.status ?? ''}
        options={[
          { value: 'ACTIVE', label: t('adm.accounts.active') },
          { value: 'DISABLED', label: t('adm.accounts.disabledBadge') },
        ]}
        onChange={(e) =>
          onSearch({
            status: e.target.value === 'ACTIVE' || e.target.value === 'DISABLED' ? e.target.value : undefined,
            page: undefined,
          })
        }
      />
      <SelectField
        label={t('adm.accounts.filter.createdBy')}
        placeholder={t('adm.filter.all')}
        value={search.created_by ? String(search.created_by) : ''}
        options={creatorOptions}
        onChange={(e) => onSearch({ created_by: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
      />
      <SelectField
        label={t('adm.filter.createdOn')}
        value={search.created_on ?? 'RECENT'}
        options={[
          { value: 'RECENT', label: t('adm.filter.recent') },
          { value: 'OLDEST', label: t('adm.filter.oldest') },
        ]}
        onChange={(e) => onSearch({ created_on: e.target.value === 'OLDEST' ? 'OLDEST' : undefined, page: undefined })}
      />
    </div>
  );
}
