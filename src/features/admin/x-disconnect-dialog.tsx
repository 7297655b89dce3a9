/**
 * The confirmation before an institution's X account is forgotten (docs/spec-notes.md, 'Publishing to X'): its new
 * posts stop going to X until someone connects it again, which is worth a second look; it starts on Cancel. The
 * server also revokes the grant at X, as far as X answers.
 */
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import type { Institution } from '@common/contract/answers/institutions';
import { useDisconnectX } from '@/lib/x-connect-api';
import { ConsoleDialog, DialogActions } from './console-dialog';

export function XDisconnectDialog({ institution, onClose }: { institution: Institution | null; onClose: () => void }) {
  const t = useT();
  const disconnect = useDisconnectX();
  const confirm = () => {
    if (!institution) return;
    disconnect.mutate(institution.id, {
      onSuccess: () => {
        toast.success(t('xMsg.disconnected'));
        onClose();
      },
    });
  };
  return (
    <ConsoleDialog
      open={institution !== null}
      busy={disconnect.isPending}
      title={t('x.disconnect.title')}
      description={institution ? t('x.disconnect.body', { name: institution.en_name }) : undefined}
      icon={
        <div className="grid size-12 place-items-center rounded-full bg-warn-50 text-warn-600">
          <AlertIcon width={26} height={26} />
        </div>
      }
      onClose={onClose}
    >
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={disconnect.isPending} data-autofocus>
          {t('adm.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={disconnect.isPending} onClick={confirm}>
          {t('x.disconnect.confirm')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
