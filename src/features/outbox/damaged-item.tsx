/**
 * A row of the outbox that cannot be read whole (a photo's data lost, a row a broken release
 * wrote) must not take the screen down with it: the warden keeps Export and Delete for it, and
 * every other post stays usable. A row the checks call damaged (offline/outbox-export.ts) shows
 * as such at once; any other row whose card fails to render is caught by ItemGuard and shown the
 * same way.
 */
import { Component, type ReactNode } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { exportRecord } from '@/offline/outbox-export';
import type { OutboxPost } from '@/offline/outbox-types';
import { saveBlob } from '@/lib/download-file';

/** What is left of the row as JSON: every field but the photos' data. */
function exportOne(post: OutboxPost): void {
  let record: unknown;
  try {
    record = exportRecord(post);
  } catch {
    record = { client_id: post.client_id, state: post.state, captured_at: post.captured_at };
  }
  const blob = new Blob([JSON.stringify({ exported_at: new Date().toISOString(), posts: [record] }, null, 2)], {
    type: 'application/json',
  });
  saveBlob(blob, `outbox-post-${String(post.client_id).slice(0, 8)}.json`);
}

export function DamagedItem({ post, onDelete }: { post: OutboxPost; onDelete: (post: OutboxPost) => void }) {
  const t = useT();
  return (
    <li
      className="rounded-card border border-danger-600/30 bg-danger-50 p-4 shadow-card"
      data-client-id={post.client_id}
      data-state="damaged"
    >
      <div className="flex gap-3">
        <AlertIcon className="mt-0.5 shrink-0 text-danger-700" />
        <div className="min-w-0">
          <p className="text-[17px] leading-snug font-semibold text-ink">{t('outbox.damaged.title')}</p>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('outbox.damaged.body')}</p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Button look="bordered" onClick={() => exportOne(post)}>
          {t('outbox.damaged.export')}
        </Button>
        <Button look="bordered" colour="error" onClick={() => onDelete(post)}>
          {t('outbox.delete')}
        </Button>
      </div>
    </li>
  );
}

interface GuardProps {
  post: OutboxPost;
  onDelete: (post: OutboxPost) => void;
  children: ReactNode;
}

/** Shows a card that failed to render as a damaged post instead of failing the whole screen. */
export class ItemGuard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('An outbox post could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <DamagedItem post={this.props.post} onDelete={this.props.onDelete} />
    ) : (
      this.props.children
    );
  }
}
