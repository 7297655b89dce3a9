/**
 * The columns of the institutions table: name in both languages, place, type, warden, X account
 * (its state with X and the contract's handle) and the row's actions (edit, assign warden, the last 30 days,
 * holidays, connect, reconnect or disconnect X, delete). Kept apart from the page so the page stays about filters and
 * state.
 */
import type { Column } from '@/components/data-table';
import type { Translate } from '@/i18n';
import { capitalizeWords, nameIn } from '@/lib/names';
import type { Institution } from '@common/contract/answers/institutions';
import { XAccountBadge } from '@/components/x-account-badge';

export interface InstitutionActions {
  onEdit: (row: Institution) => void;
  onAssign: (row: Institution) => void;
  onDelete: (row: Institution) => void;
  onDays: (row: Institution) => void;
  onHolidays: (row: Institution) => void;
  onConnectX: (row: Institution) => void;
  onDisconnectX: (row: Institution) => void;
  /** The institution whose X sign-in is being started. */
  connectingX: number | null;
  /** False when this installation has no X app: no X status and no Connect or Disconnect. */
  xPublishing: boolean;
}

const ACTION =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-400';

export function institutionColumns(t: Translate, actions: InstitutionActions): Column<Institution>[] {
  return [
    {
      id: 'name',
      header: t('adm.inst.name'),
      phone: 'stacked',
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-semibold text-ink capitalize">{row.en_name}</p>
          <p className="text-ink-muted" lang="kn">
            {row.kn_name}
          </p>
        </div>
      ),
    },
    {
      id: 'place',
      header: t('adm.inst.place'),
      cell: (row) => `${nameIn(row.taluk.name, t.lang)}, ${nameIn(row.district.name, t.lang)}`,
    },
    { id: 'type', header: t('adm.inst.type'), cell: (row) => t(`adm.orgType.${row.organization_type}`) },
    {
      id: 'warden',
      header: t('adm.inst.warden'),
      cell: (row) =>
        row.warden ? (
          <span className={row.warden.is_disabled ? 'text-danger-700' : ''}>{row.warden.name}</span>
        ) : (
          <span className="rounded-full bg-warn-50 px-2.5 py-0.5 text-[13px] font-semibold text-warn-600">
            {t('adm.inst.noWarden')}
          </span>
        ),
    },
    {
      id: 'x',
      header: t('adm.inst.xAccount'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          {actions.xPublishing ? <XAccountBadge x={row.x} /> : null}
          {row.twitter_id ? (
            <span className="text-[14px] text-ink-muted">
              {t('x.account.handle', { handle: row.twitter_id })}
              {row.has_twitter_password ? null : (
                <span className="ml-2 text-[13px] font-semibold text-warn-600">{t('adm.inst.noPassword')}</span>
              )}
            </span>
          ) : (
            <span className="text-[13px] font-semibold text-warn-600">{t('adm.inst.noX')}</span>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('adm.actions'),
      phone: 'bare',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (row) => (
        <div className="-mx-2 flex flex-wrap gap-1 md:justify-end">
          <button
            type="button"
            className={ACTION}
            aria-label={t('adm.inst.editFor', { name: row.en_name })}
            onClick={() => actions.onEdit(row)}
          >
            {t('adm.edit')}
          </button>
          <button
            type="button"
            className={ACTION}
            aria-label={t('adm.inst.assignFor', { name: row.en_name })}
            onClick={() => actions.onAssign(row)}
          >
            {t('adm.inst.assign')}
          </button>
          <button
            type="button"
            className={ACTION}
            aria-label={t('adm.inst.daysFor', { name: row.en_name })}
            onClick={() => actions.onDays(row)}
          >
            {t('adm.inst.days')}
          </button>
          <button
            type="button"
            className={ACTION}
            aria-label={t('holidays.titleFor', { name: capitalizeWords(row.en_name) })}
            onClick={() => actions.onHolidays(row)}
          >
            {t('holidays.title')}
          </button>
          {actions.xPublishing ? <XActions row={row} t={t} actions={actions} /> : null}
          <button
            type="button"
            className={`${ACTION} text-danger-700 hover:bg-danger-50`}
            aria-label={t('adm.inst.deleteFor', { name: row.en_name })}
            onClick={() => actions.onDelete(row)}
          >
            {t('adm.delete')}
          </button>
        </div>
      ),
    },
  ];
}

/** Connect when never connected, Reconnect when X refused it, Disconnect while an account is kept. */
function XActions({ row, t, actions }: { row: Institution; t: Translate; actions: InstitutionActions }) {
  const status = row.x.status;
  const busy = actions.connectingX === row.id;
  return (
    <>
      {status !== 'CONNECTED' ? (
        <button
          type="button"
          className={ACTION}
          disabled={busy}
          aria-busy={busy}
          aria-label={t(status === 'NEEDS_RECONNECT' ? 'x.reconnectFor' : 'x.connectFor', { name: row.en_name })}
          onClick={() => actions.onConnectX(row)}
        >
          {t(status === 'NEEDS_RECONNECT' ? 'x.reconnect' : 'x.connect')}
        </button>
      ) : null}
      {status !== 'NOT_CONNECTED' ? (
        <button
          type="button"
          className={ACTION}
          aria-label={t('x.disconnectFor', { name: row.en_name })}
          onClick={() => actions.onDisconnectX(row)}
        >
          {t('x.disconnect')}
        </button>
      ) : null}
    </>
  );
}
