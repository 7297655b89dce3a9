/**
 * The columns of the accounts table: name with email, phone, role with its sign-in step (and a
 * DD's districts), status with the disable reason, who created it and when, and the row's actions
 * (disable or enable, reset 2FA for a SUPER_ADMIN, a DD's districts). Nobody acts on their own row.
 */
import { hasDistricts } from '@common/access';
import { formatIst } from '@common/dates';
import type { Column } from '@/components/data-table';
import type { Translate } from '@/i18n';
import { nameIn } from '@/lib/names';
import type { Account } from '@common/contract/answers/accounts';

export interface AccountActions {
  selfId: number;
  canReset2fa: boolean;
  onToggle: (row: Account) => void;
  onReset2fa: (row: Account) => void;
  onDistricts: (row: Account) => void;
}

const ACTION =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-400';
const BADGE = 'inline-flex rounded-full px-2.5 py-0.5 text-[13px] font-semibold';

export function accountColumns(t: Translate, actions: AccountActions): Column<Account>[] {
  return [
    {
      id: 'name',
      header: t('adm.accounts.name'),
      phone: 'stacked',
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {row.name}
            {row.id === actions.selfId ? (
              <span className={`${BADGE} ml-2 bg-brand-50 text-brand-800`}>{t('adm.accounts.you')}</span>
            ) : null}
          </p>
          <p className="break-all text-ink-muted">{row.email_id}</p>
        </div>
      ),
    },
    {
      id: 'phone',
      header: t('adm.accounts.contact'),
      cell: (row) => <span className="tabular-nums">{row.phone_number}</span>,
    },
    {
      id: 'role',
      header: t('adm.accounts.role'),
      cell: (row) => (
        <div>
          <p className="font-semibold text-ink">{t(`adm.accounts.role.${row.role}`)}</p>
          <p className="text-[14px] text-ink-muted">
            {t(`adm.accounts.step.${row.validation_method}`)}
            {row.validation_method === '2fa'
              ? ` · ${t(row.is_2fa_enabled ? 'adm.accounts.twoFaOn' : 'adm.accounts.twoFaOff')}`
              : null}
          </p>
          {hasDistricts(row.role) ? (
            <p className="text-[14px] text-ink-muted">
              {row.districts.length
                ? row.districts.map((d) => nameIn(d.name, t.lang)).join(', ')
                : t('adm.accounts.noDistricts')}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('adm.accounts.status'),
      cell: (row) =>
        row.is_disabled ? (
          <div>
            <span className={`${BADGE} bg-danger-50 text-danger-700`}>{t('adm.accounts.disabledBadge')}</span>
            {row.disabled_reason ? <p className="mt-1 text-[14px] text-ink-muted">{row.disabled_reason}</p> : null}
          </div>
        ) : (
          <span className={`${BADGE} bg-leaf-100 text-brand-900`}>{t('adm.accounts.active')}</span>
        ),
    },
    {
      id: 'created',
      header: t('adm.accounts.createdBy'),
      cell: (row) => (
        <div>
          <p>{row.created_by?.name ?? '—'}</p>
          <p className="text-[14px] text-ink-muted">
            {t('adm.accounts.createdOn', { date: formatIst(row.createdAt, 'DD MMM YYYY') })}
          </p>
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('adm.actions'),
      phone: 'bare',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (row) =>
        row.id === actions.selfId ? null : (
          <div className="-mx-2 flex flex-wrap gap-1 md:justify-end">
            {hasDistricts(row.role) ? (
              <button
                type="button"
                className={ACTION}
                aria-label={t('adm.accounts.districtsFor', { name: row.name })}
                onClick={() => actions.onDistricts(row)}
              >
                {t('adm.accounts.setDistricts')}
              </button>
            ) : null}
            {actions.canReset2fa && row.validation_method === '2fa' ? (
              <button
                type="button"
                className={ACTION}
                aria-label={t('adm.accounts.reset2faFor', { name: row.name })}
                onClick={() => actions.onReset2fa(row)}
              >
                {t('adm.accounts.reset2fa')}
              </button>
            ) : null}
            <button
              type="button"
              className={row.is_disabled ? ACTION : `${ACTION} text-danger-700 hover:bg-danger-50`}
              aria-label={t(row.is_disabled ? 'adm.accounts.enableFor' : 'adm.accounts.disableFor', { name: row.name })}
              onClick={() => actions.onToggle(row)}
            >
              {t(row.is_disabled ? 'adm.accounts.enable' : 'adm.accounts.disable')}
            </button>
          </div>
        ),
    },
  ];
}
