/**
 * /dashboard/outbox: every post this warden left on the phone. Unsent ones first (state, attempts,
 * last error, Submit time, thumbnails; edit a refused one, delete with a confirmation), then the
 * sent ones kept 30 days as receipts with the server's verdict and, once logged, the post's entry in the
 * public log. 'Send now' makes every queued post
 * due at once; 'Export unsent' downloads a ZIP of the posts and their photos, built in the sync
 * worker. The storage estimate and, if the browser refused persistent storage, a warning close it.
 * A row that cannot be read shows as damaged, with Export and Delete, and never blanks the rest.
 */
import { useState } from 'react';
import type { MessageId } from '@/i18n';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { DownloadIcon } from '@/components/action-icons';
import { toast } from '@/toast/toast-store';
import { exportUnsentZip, outboxRepository, sendNow } from '@/offline/outbox-app';
import { isDamaged } from '@/offline/outbox-export';
import { saveBlob } from '@/lib/download-file';
import { DamagedItem, ItemGuard } from './damaged-item';
import type { OutboxPost } from '@/offline/outbox-types';
import { titleCase } from '@/photos/stamp-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EditPostDialog } from './edit-post-dialog';
import { OutboxItem } from './outbox-item';
import { StorageNote } from './storage-note';
import { useLogReceipts, useOutboxPosts } from '@/offline/use-outbox';
import { useOnline } from './use-online';

export function OutboxScreen() {
  const t = useT();
  const posts = useOutboxPosts();
  useLogReceipts(useOnline());
  const [editing, setEditing] = useState<OutboxPost | null>(null);
  const [deleting, setDeleting] = useState<OutboxPost | null>(null);
  const [sending, setSending] = useState(false);
  const unsent = posts?.filter((post) => post.state !== 'sent') ?? [];
  const sent = posts?.filter((post) => post.state === 'sent') ?? [];

  const exportZip = async () => {
    const zip = unsent.length ? await exportUnsentZip() : null;
    if (!zip) return toast.info(t('outbox.exportNone'));
    saveBlob(zip, `outbox-unsent-${new Date().toISOString().slice(0, 10)}.zip`);
  };

  const list = (items: OutboxPost[]) => (
    <ul className="flex flex-col gap-3">
      {items.map((post) =>
        isDamaged(post) ? (
          <DamagedItem key={post.client_id} post={post} onDelete={setDeleting} />
        ) : (
          <ItemGuard key={post.client_id} post={post} onDelete={setDeleting}>
            <OutboxItem post={post} onEdit={setEditing} onDelete={setDeleting} />
          </ItemGuard>
        ),
      )}
    </ul>
  );

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('outbox.title')}</h1>
        <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('outbox.intro')}</p>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Button
          busy={sending}
          disabled={!unsent.some((post) => post.state === 'queued')}
          onClick={() => {
            setSending(true);
            void sendNow().finally(() => setSending(false));
          }}
        >
          {t('outbox.sendNow')}
        </Button>
        <Button look="bordered" disabled={unsent.length === 0} onClick={() => void exportZip()}>
          <DownloadIcon width={20} height={20} className="hidden shrink-0 sm:block" />
          {t('outbox.export')}
        </Button>
      </div>

      {posts === undefined ? null : posts.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-white px-5 py-8 text-center text-base text-ink-muted">
          {t('outbox.empty')}
        </p>
      ) : null}

      {unsent.length ? (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink">
            {t('outbox.section.unsent')} <span className="text-ink-muted tabular-nums">({unsent.length})</span>
          </h2>
          {list(unsent)}
        </div>
      ) : null}
      {sent.length ? (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink">{t('outbox.section.sent')}</h2>
          {list(sent)}
        </div>
      ) : null}

      <StorageNote />

      <EditPostDialog
        post={editing}
        onClose={() => setEditing(null)}
        onSave={async (content) => {
          if (!editing) return;
          await outboxRepository().edit(editing.client_id, content);
          setEditing(null);
          void sendNow();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('outbox.deleteTitle')}
        confirmLabel={t('outbox.deleteConfirm')}
        cancelLabel={t('outbox.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void outboxRepository()
              .remove(target.client_id)
              .then((done) => done && toast.success(t('outbox.deleted')));
        }}
      >
        {deleting && isDamaged(deleting)
          ? t('outbox.deleteDamagedBody')
          : deleting?.state === 'sent'
            ? t('outbox.deleteReceiptBody')
            : deleting
              ? t('outbox.deleteBody', {
                  meal: t(`compose.meal.${deleting.meal}` as MessageId),
                  institution: titleCase(deleting.organization_name.en),
                })
              : null}
      </ConfirmDialog>
    </section>
  );
}
