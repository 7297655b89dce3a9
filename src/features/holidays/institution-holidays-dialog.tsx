/**
 * The admins' 'Holidays' of one institution (the institutions table): every holiday it has had,
 * newest first (`GET holidays?organization=…&status=ALL`), each with who declared it, the reason
 * and whether it can still be revoked, and 'Declare a holiday' (the same form as the warden's,
 * without the today-or-later rule: an admin may record a holiday that already began). Revoke asks
 * for a reason in its own dialog on top of this one.
 */
import { useState } from 'react';
import type { HolidayRow } from '@common/contract/answers/holidays';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';
import { Pagination } from '@/components/pagination';
import { useHolidays } from './api/holidays-api';
import { DeclareForm } from './declare-form';
import { istToday } from './holiday-dates';
import { HolidayRowItem } from './holiday-row';
import { RevokeDialog } from './revoke-dialog';
import type { DeclareTarget } from './declare-dialog';

export function InstitutionHolidaysDialog({
  institution,
  onClose,
}: {
  institution: DeclareTarget | null;
  onClose: () => void;
}) {
  const t = useT();
  // The revoke dialog is a sibling, not a child: a <dialog> inside this one would pass its Escape up.
  const [revoking, setRevoking] = useState<HolidayRow | null>(null);
  return (
    <>
      <Modal
        open={institution !== null}
        onClose={onClose}
        frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
        className="max-h-[92dvh] w-full max-w-2xl overflow-y-auto rounded-card bg-white p-5 shadow-card sm:p-6"
      >
        <ModalTitle className="text-xl font-bold text-ink">
          {institution ? t('holidays.titleFor', { name: institution.name }) : ''}
        </ModalTitle>
        <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
          {t('holidays.adminHint')}
        </ModalDescription>
        {institution ? <HolidaysOf institution={institution} onClose={onClose} onRevoke={setRevoking} /> : null}
      </Modal>
      <RevokeDialog holiday={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function HolidaysOf({
  institution,
  onClose,
  onRevoke,
}: {
  institution: DeclareTarget;
  onClose: () => void;
  onRevoke: (holiday: HolidayRow) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [declaring, setDeclaring] = useState(false);
  const list = useHolidays({ organization: institution.id, status: 'ALL', page });
  const [today] = useState(istToday);

  if (declaring)
    return (
      <section aria-label={t('holidays.declareTitle')} className="mt-4 rounded-xl border border-line p-4">
        <h3 className="text-lg font-semibold text-ink">{t('holidays.declareTitle')}</h3>
        <DeclareForm
          organization={institution.id}
          today={today}
          onDone={() => setDeclaring(false)}
          onCancel={() => setDeclaring(false)}
        />
      </section>
    );

  return (
    <div className="mt-4 flex flex-col gap-3">
      {list.isError && !list.data ? (
        <ErrorPanel
          title={t('holidays.loadFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p className="text-[15px] text-ink-muted">{t('holidays.loading')}</p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl bg-page px-4 py-3 text-[15px] text-ink-muted">{t('holidays.noneEver')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={t('holidays.title')}>
          {list.data.items.map((h) => (
            <HolidayRowItem key={h.id} holiday={h} today={today} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
      {list.data ? <Pagination page={page} totalPages={list.data.total_pages} onPageChange={setPage} /> : null}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button look="bordered" width="auto" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button width="auto" onClick={() => setDeclaring(true)}>
          {t('holidays.declareButton')}
        </Button>
      </div>
    </div>
  );
}
