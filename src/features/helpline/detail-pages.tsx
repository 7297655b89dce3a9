/**
 * `/helpline/organization/{id}` and `/helpline/warden/{id}`: everything a helpline operator needs
 * to answer a call about one institution or one warden: contact details, the assignment, today's
 * holiday, this month's counts, the last 30 days' meals as a grid and the ten latest posts. A missing id reads as not found.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { ArrowLeftIcon } from '@/components/icons';
import { capitalizeWords, institutionName, nameIn } from '@/lib/names';
import { PageHeading } from '@/components/page-heading';
import { useInstitutionLookup, useWardenLookup } from './helpline-api';
import { Facts, MonthCounts, PANEL, RecentPosts } from './lookup-parts';
import { InstitutionMealGrid } from '@/components/charts';

function Back() {
  const t = useT();
  return (
    <ButtonLink to="/helpline" look="bordered" width="auto" className="self-start">
      <ArrowLeftIcon />
      {t('helpline.back')}
    </ButtonLink>
  );
}

const tel = (phone: string | null) =>
  phone ? (
    <a href={`tel:${phone}`} className="text-brand-800 underline underline-offset-2">
      {phone}
    </a>
  ) : (
    '—'
  );

export function InstitutionDetail({ id }: { id: number }) {
  const t = useT();
  const query = useInstitutionLookup(id);
  const d = query.data;
  if (query.isError)
    return (
      <ErrorPanel title={t('helpline.failed')} reason={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (!d) return <p className="text-ink-muted">{t('common.loading')}</p>;
  const org = d.institution;
  const holiday = org.holidays.holiday;
  return (
    <section className="flex flex-col gap-5">
      <Back />
      <PageHeading
        title={institutionName(org.name, t.lang)}
        description={`${t.lang === 'kn' ? capitalizeWords(org.name.en) : org.name.kn} · ${nameIn(org.taluk.name, t.lang)}, ${nameIn(org.district.name, t.lang)}`}
      />
      <section className={PANEL} aria-label={t('helpline.contact')}>
        <h2 className="text-lg font-bold text-ink">{t('helpline.contact')}</h2>
        <Facts
          items={[
            [t('helpline.type'), capitalizeWords(org.organization_type.toLowerCase().replace(/_/g, ' '))],
            [
              t('dd.col.warden'),
              org.warden ? (
                <Link
                  to="/helpline/warden/$id"
                  params={{ id: org.warden.id }}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {org.warden.name}
                </Link>
              ) : (
                t('dd.missing.warden')
              ),
            ],
            [t('helpline.phone'), tel(org.warden?.phone_number ?? null)],
            [t('helpline.email'), org.warden?.email_id ?? '—'],
            [t('helpline.xAccount'), org.twitter_id ? `@${org.twitter_id}` : t('dd.missing.twitter_id')],
            [
              t('helpline.holidayToday'),
              holiday
                ? t('helpline.holidayUntil', { to: holiday.to, reason: holiday.reason })
                : t('helpline.noHoliday'),
            ],
          ]}
        />
      </section>
      <MonthCounts month={d.month} />
      <InstitutionMealGrid id={org.id} />
      <RecentPosts posts={d.recent_posts} showInstitution={false} />
    </section>
  );
}

export function WardenDetail({ id }: { id: number }) {
  const t = useT();
  const query = useWardenLookup(id);
  const d = query.data;
  if (query.isError)
    return (
      <ErrorPanel title={t('helpline.failed')} reason={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (!d) return <p className="text-ink-muted">{t('common.loading')}</p>;
  return (
    <section className="flex flex-col gap-5">
      <Back />
      <PageHeading
        title={d.warden.name}
        description={d.warden.is_disabled ? t('helpline.disabled') : t('role.WARDEN')}
      />
      <section className={PANEL} aria-label={t('helpline.contact')}>
        <h2 className="text-lg font-bold text-ink">{t('helpline.contact')}</h2>
        <Facts
          items={[
            [t('helpline.phone'), tel(d.warden.phone_number)],
            [t('helpline.email'), d.warden.email_id],
            [
              t('helpline.institutions'),
              d.institutions.length
                ? d.institutions.map((org) => (
                    <Link
                      key={org.id}
                      to="/helpline/organization/$id"
                      params={{ id: org.id }}
                      className="block font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {institutionName(org.name, t.lang)}
                    </Link>
                  ))
                : '—',
            ],
          ]}
        />
      </section>
      <MonthCounts month={d.month} />
      <RecentPosts posts={d.recent_posts} />
    </section>
  );
}
