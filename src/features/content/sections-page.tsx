/**
 * `/content/sections`: every section of the website with its state (not written, a draft, in
 * review, waiting for approval, published) and its draft and published versions, each opening the
 * section's editor.
 */
import { Link } from '@tanstack/react-router';
import { translateText, useLang, useT } from '@/i18n';
import { DataTable, type Column } from '@/components/data-table';
import { ErrorPanel } from '@/components/error-panel';
import { PageHeading } from '@/components/page-heading';
import { formatAdminDate } from '@/lib/format-time';
import { useSections, type SectionList } from './api/site-api';
import { StatePill } from './state-pill';

type Row = SectionList['items'][number];

export function SectionsPage() {
  const t = useT();
  const [lang] = useLang();
  const sections = useSections();
  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('content.sections.section'),
      phone: 'bare',
      cell: (row) => (
        <Link
          to="/content/sections/$key"
          params={{ key: row.key }}
          className="text-[17px] font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
        >
          {row.title[lang]}
        </Link>
      ),
    },
    { id: 'status', header: t('content.sections.status'), cell: (row) => <StatePill state={row.status} /> },
    {
      id: 'draft',
      header: t('content.sections.draft'),
      cell: (row) => (row.draft_version ? t('content.versionN', { n: row.draft_version }) : '—'),
    },
    {
      id: 'published',
      header: t('content.sections.published'),
      cell: (row) => (row.published_version ? t('content.versionN', { n: row.published_version }) : '—'),
    },
    {
      id: 'updated',
      header: t('content.sections.updated'),
      cell: (row) => (row.updated_at ? formatAdminDate(Date.parse(row.updated_at), lang) : '—'),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('content.sections.title')} description={t('content.sections.description')} />
      {sections.isError ? (
        <ErrorPanel
          title={t('content.loadFailed')}
          reason={translateText(sections.error.message)}
          onRetry={() => void sections.refetch()}
          retrying={sections.isFetching}
        />
      ) : (
        <DataTable
          caption={t('content.sections.title')}
          columns={columns}
          rows={sections.data?.items}
          rowKey={(row) => row.key}
          loading={sections.isPending}
        />
      )}
    </div>
  );
}
