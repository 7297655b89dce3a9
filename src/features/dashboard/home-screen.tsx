/**
 * The greeting card at the top of /dashboard/home ('Welcome {first name}' and the spec's line)
 * with the 'Post Tweet' button. The route (src/routes/dashboard/home.tsx) puts the 'In This
 * Month' cards and the 'recent Tweets' table of features/tweets below it.
 */
import { useT } from '@/i18n';
import { greetingName, useSession } from '@/session/use-session';
import { ButtonLink } from '@/components/button';
import { PlusIcon } from '@/components/icons';

function todayLabel(lang: string): string {
  const locale = lang === 'kn' ? 'kn-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
}

export function HomeScreen() {
  const t = useT();
  const user = useSession();

  return (
    <section className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-card sm:p-8">
      <svg
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-4 -right-5 size-32 text-white/[0.09] sm:size-44"
        aria-hidden="true"
      >
        <path d="M104 14c40 12 60 46 44 80-8 16-22 27-44 31-20-16-30-38-25-60 4-22 14-39 25-51z" fill="currentColor" />
        <path d="M24 112h152c0 44-34 76-76 76s-76-32-76-76z" fill="currentColor" />
        <rect x="16" y="102" width="168" height="16" rx="8" fill="currentColor" />
      </svg>
      <p className="relative text-[15px] font-medium text-brand-100">{todayLabel(t.lang)}</p>
      <h1 className="relative mt-1 text-[28px] leading-tight font-bold tracking-tight sm:text-[32px]">
        {t('dash.welcome', { name: greetingName(user) })}
      </h1>
      <p className="relative mt-2 max-w-xl text-base leading-relaxed text-brand-50">{t('dash.tagline')}</p>
      <div className="relative mt-6 sm:max-w-xs">
        <ButtonLink to="/dashboard/add-tweet" colour="white">
          <PlusIcon width={22} height={22} />
          {t('dash.postTweet')}
        </ButtonLink>
      </div>
    </section>
  );
}
