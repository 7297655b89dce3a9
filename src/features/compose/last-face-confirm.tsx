/**
 * The question before the last blurred area of the children's photo (photo 4) is removed: can no
 * child's face be seen? The shared yes/no dialog over 'Check faces' (no fade: it opens over another
 * dialog), the safe answer (keep it blurred) first and focused; the warden's yes is saved with the
 * post (docs/spec-notes.md 'Removing a box the phone found').
 */
import { useT } from '@/i18n';
import { ConfirmDialog } from '@/components/confirm-dialog';

export function LastFaceConfirm({
  open,
  onKeep,
  onRemove,
}: {
  open: boolean;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('compose.faces.lastTitle')}
      description={t('compose.faces.lastBody')}
      cancelLabel={t('compose.faces.lastKeep')}
      confirmLabel={t('compose.faces.lastConfirm')}
      onCancel={onKeep}
      onConfirm={onRemove}
      transition={false}
      focusCancel
    />
  );
}
