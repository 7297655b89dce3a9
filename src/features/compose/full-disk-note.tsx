/**
 * What the warden sees when the phone has no room left for the app's storage (docs/offline.md,
 * 'A full disk'): that the post is still on the screen, and what to free (photos and videos in the
 * gallery, or posts already sent in the Outbox) before pressing Submit again. It stays until a
 * later save succeeds; a toast would be gone before anyone had read it.
 */
import { useEffect, useRef } from 'react';
import { useT } from '@/i18n';
import { AlertIcon } from '@/components/icons';
import type { FullDisk } from './use-draft';

export function FullDiskNote({ full }: { full: FullDisk }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Brought into view once: the write that failed may have been made far from where the note sits.
  useEffect(() => {
    if (full) box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [full]);
  if (!full) return null;
  return (
    <div
      ref={box}
      role="alert"
      data-testid="full-disk"
      className="flex items-start gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-3.5 text-[15px] leading-relaxed text-ink"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-danger-700" />
      <div className="flex flex-col gap-1.5">
        <p className="text-base font-semibold text-danger-700">{t('drafts.full.title')}</p>
        <p>{t(full === 'submit' ? 'drafts.full.submit' : 'drafts.full.draft')}</p>
        <p>{t('drafts.full.free')}</p>
      </div>
    </div>
  );
}
