/**
 * A section's or a version's state in a word, coloured by whose move it is: amber while it waits
 * for review or approval, green once published, grey for history. Used by the inbox, the sections
 * list and the editor, so the words are the same everywhere.
 */
import { useT } from '@/i18n';
import type { SectionStatus } from '@common/contract/answers/site';
import type { VersionState } from '@common/site/site-review';

const LOOK: Record<SectionStatus | VersionState, string> = {
  EMPTY: 'bg-page text-ink-muted ring-line',
  DRAFT: 'bg-brand-50 text-brand-800 ring-brand-200',
  IN_REVIEW: 'bg-warn-50 text-warn-600 ring-warn-600/30',
  PENDING_APPROVAL: 'bg-warn-50 text-warn-600 ring-warn-600/30',
  PUBLISHED: 'bg-ok-50 text-ok-600 ring-ok-600/30',
  EDITED: 'bg-page text-ink-muted ring-line',
  ARCHIVED: 'bg-page text-ink-muted ring-line',
};

export function StatePill({ state }: { state: SectionStatus | VersionState }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-[13px] font-semibold whitespace-nowrap ring-1 ${LOOK[state]}`}
    >
      {t(`content.state.${state}`)}
    </span>
  );
}
