/**
 * `/content`, the content console's home: what waits for the caller (decap #648). A moderator sees
 * drafts sent for review, an approver drafts sent for approval (not the ones they wrote), and a
 * writer their own drafts, with the reason when one was sent back. Each opens its section.
 */
import { Link } from '@tanstack/react-router';
import { translateText, useLang, useT } from '@/i18n';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { PageHeading } from '@/components/page-heading';
import { formatAdminDate } from '@/lib/format-time';
import { greetingName, useSession } from '@/session/use-session';
import { useInbox } from './api/site-api';
import { StatePill } from './state-pill';

export function InboxPage() {
  const t = useT();
  const [lang] = useLang();
  const user = useSession();
  const inbox = useInbox();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t('content.inbox.title', { name: greetingName(user) })}
        description={t('content.inbox.description')}
      />
      {inbox.isError ? (
        <ErrorPanel
          title={t('content.loadFailed')}
          reason={translateText(inbox.error.message)}
          onRetry={() => void inbox.refetch()}
          retrying={inbox.isFetching}
        />
      ) : !inbox.data ? (
        <p className="text-ink-muted">{t('common.loading')}</p>
      ) : inbox.data.items.length === 0 ? (
        <EmptyState title={t('content.inbox.empty')} hint={t('content.inbox.emptyHint')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {inbox.data.items.map((item) => (
            <li key={item.key}>
              <Link
                to="/content/sections/$key"
                params={{ key: item.key }}
                className="flex flex-col gap-1 rounded-card border border-line bg-white p-4 shadow-card hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-brand-400 sm:p-5"
              >
                <span className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
                  {item.title[lang]} <StatePill state={item.state} />
                </span>
                <span className="text-[15px] text-ink-muted">
                  {t('content.inbox.by', {
                    n: item.version,
                    name: item.author.name,
                    time: formatAdminDate(Date.parse(item.updated_at), lang),
                  })}
                </span>
                {item.comment ? (
                  <span className="text-[15px] text-danger-700">
                    {t('content.inbox.sentBack')} <q>{item.comment}</q>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
