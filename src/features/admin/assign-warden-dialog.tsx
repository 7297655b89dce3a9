/**
 * Assign a warden to an institution: search active WARDEN accounts by name, email or phone and
 * pick one (radio list, large rows), or take the current warden off. The server answers 422 for a
 * disabled account or another role, shown as a toast through the catalogue.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import type { Institution } from '@common/contract/answers/institutions';
import { useWardens } from './api/get-wardens';
import { useAssignWarden } from './api/institution-mutations';
import { ConsoleDialog, DialogActions } from './console-dialog';
import { SearchBox } from './search-box';

export interface AssignWardenDialogProps {
  institution: Institution | null;
  onClose: () => void;
}

export function AssignWardenDialog({ institution, onClose }: AssignWardenDialogProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const wardens = useWardens(search, institution !== null);
  const assign = useAssignWarden();

  const [current, setCurrent] = useState(institution);
  if (current !== institution) {
    setCurrent(institution);
    setSearch('');
    setChosen(institution?.warden_id ?? null);
  }

  const run = (wardenId: number | null) => {
    if (!institution) return;
    assign.mutate(
      { orgId: institution.id, wardenId },
      {
        onSuccess: () => {
          toast.success(t(wardenId === null ? 'adm.assign.removed' : 'adm.assign.done', { name: institution.en_name }));
          onClose();
        },
      },
    );
  };

  const items = wardens.data?.items ?? [];
  return (
    <ConsoleDialog
      open={institution !== null}
      busy={assign.isPending}
      title={t('adm.assign.title')}
      description={institution ? t('adm.assign.body', { name: institution.en_name }) : undefined}
      onClose={onClose}
    >
      <SearchBox label={t('adm.assign.search')} value={search} onSearch={setSearch} />
      <fieldset className="mt-4">
        <legend className="sr-only">{t('adm.assign.pick')}</legend>
        <ul className={`flex max-h-72 flex-col gap-2 overflow-y-auto ${wardens.isPlaceholderData ? 'opacity-60' : ''}`}>
          {wardens.isPending ? <li className="py-4 text-center text-ink-muted">{t('common.loading')}</li> : null}
          {!wardens.isPending && items.length === 0 ? (
            <li className="py-4 text-center text-ink-muted">{t('list.empty')}</li>
          ) : null}
          {items.map((w) => (
            <li key={w.id}>
              <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="warden"
                  className="size-5 accent-brand-700"
                  checked={chosen === w.id}
                  onChange={() => setChosen(w.id)}
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{w.name}</span>
                  <span className="block truncate text-sm text-ink-muted">{w.email_id}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <DialogActions>
        {institution?.warden_id ? (
          <Button look="bordered" colour="error" width="auto" disabled={assign.isPending} onClick={() => run(null)}>
            {t('adm.assign.remove')}
          </Button>
        ) : null}
        <Button look="bordered" width="auto" onClick={onClose} disabled={assign.isPending}>
          {t('adm.cancel')}
        </Button>
        <Button
          width="auto"
          busy={assign.isPending}
          disabled={chosen === null || chosen === institution?.warden_id}
          onClick={() => run(chosen)}
        >
          {t('adm.assign.confirm')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
