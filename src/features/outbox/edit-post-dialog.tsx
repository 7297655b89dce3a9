/**
 * Editing a post the server refused (or a draft): the description only. The photos already carry
 * the institution, the meal and the Submit time burned into them (and may be uploaded), so changing
 * those would make the post contradict its own photos; the hint says to delete and post again for
 * that. Saving validates with the server's own rule (common/tweet-rules) and queues the post.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { Modal, ModalTitle } from '@/components/modal';
import { DescriptionField } from '@/components/post/description-field';
import { validateCompose } from '@/lib/compose-validation';
import type { OutboxPost } from '@/offline/outbox-types';

export function EditPostDialog({
  post,
  onClose,
  onSave,
}: {
  post: OutboxPost | null;
  onClose: () => void;
  onSave: (content: string) => Promise<void>;
}) {
  const t = useT();
  return (
    <Modal
      open={post !== null}
      onClose={onClose}
      transition
      frame="flex items-end justify-center bg-ink/50 sm:items-center sm:p-4"
      className="max-h-[100dvh] w-full overflow-y-auto rounded-t-card bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-card sm:max-w-md sm:rounded-card sm:p-7"
    >
      <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('outbox.editTitle')}</ModalTitle>
      <p className="mt-1.5 text-[15px] leading-relaxed text-ink-muted">{t('outbox.editHint')}</p>
      {post ? <EditForm key={post.client_id} post={post} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function EditForm({
  post,
  onClose,
  onSave,
}: {
  post: OutboxPost;
  onClose: () => void;
  onSave: (content: string) => Promise<void>;
}) {
  const t = useT();
  const [content, setContent] = useState(post.content);
  const [busy, setBusy] = useState(false);
  // The composer's check, made by the server's schema: the other fields are already on the post.
  const error = validateCompose({
    organizationId: post.organization_id,
    meal: post.meal,
    content,
    photos: [true],
  }).content;
  return (
    <form
      className="mt-5 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (error) return;
        setBusy(true);
        void onSave(content.trim()).finally(() => setBusy(false));
      }}
    >
      <DescriptionField
        id="outbox-edit-content"
        value={content}
        onChange={setContent}
        error={error ? t.text(error) : undefined}
      />
      <Button type="submit" busy={busy} disabled={Boolean(error)}>
        {t('outbox.editSave')}
      </Button>
      <Button look="bordered" onClick={onClose}>
        {t('outbox.cancel')}
      </Button>
    </form>
  );
}
