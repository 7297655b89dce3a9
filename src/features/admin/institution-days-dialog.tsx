/**
 * The institutions table's 'Last 30 days': the institution's meals of the last 30 days as a
 * meal × day grid (docs/spec-notes.md, 'Supervisors' views and the public audit') in a wide console dialog, so an
 * admin can see how an institution has been doing without leaving the list.
 */
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { capitalizeWords } from '@/lib/names';
import { InstitutionMealGrid } from '@/components/charts';
import type { Institution } from '@common/contract/answers/institutions';
import { ConsoleDialog } from './console-dialog';

export function InstitutionDaysDialog({
  institution,
  onClose,
}: {
  institution: Institution | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ConsoleDialog
      open={institution !== null}
      wide
      title={institution ? t('adm.inst.daysFor', { name: capitalizeWords(institution.en_name) }) : ''}
      onClose={onClose}
    >
      {institution ? <InstitutionMealGrid id={institution.id} /> : null}
      <div className="mt-4 flex justify-end">
        <Button look="bordered" width="auto" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </ConsoleDialog>
  );
}
