/**
 * 'Declare a holiday' on the browser's modal <dialog> (src/components/modal.tsx): names the
 * institution and says what a holiday does (no meal is due, the composer says so), then the form.
 * The warden's days start today; an admin may also record a holiday that already began.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';
import { DeclareForm } from './declare-form';
import { istToday } from './holiday-dates';

export interface DeclareTarget {
  id: number;
  /** The institution's name as the screen shows it. */
  name: string;
}

export function DeclareHolidayDialog({
  institution,
  fromToday,
  onClose,
}: {
  institution: DeclareTarget | null;
  /** True for a warden: the first day may not be before today. */
  fromToday: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [today] = useState(istToday);
  return (
    <Modal
      open={institution !== null}
      onClose={onClose}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className="w-full max-w-lg rounded-card bg-white p-6 shadow-card"
    >
      <ModalTitle className="text-xl font-bold text-ink">{t('holidays.declareTitle')}</ModalTitle>
      {institution ? (
        <>
          <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
            {t('holidays.declareBody', { name: institution.name })}
          </ModalDescription>
          <DeclareForm
            organization={institution.id}
            today={today}
            earliest={fromToday ? today : undefined}
            onDone={onClose}
            onCancel={onClose}
          />
        </>
      ) : null}
    </Modal>
  );
}
