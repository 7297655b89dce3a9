/**
 * `/help`: a short guide per role, the deadlines and what each status means, open to everyone
 * (signed out or in) and precached with the app so a warden reads it offline. The reader's own
 * guide comes first; the way back goes to their home, or to sign-in. The support videos' link
 * shows only when the server names them (GET config, HELP_VIDEOS_URL).
 */
import { Link } from '@tanstack/react-router';
import { useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { homeOf } from '@/session/route-guards';
import { LogoStrip } from '@/components/logo-strip';
import { LanguageSwitch } from '@/components/language-switch';
import { ArrowLeftIcon, PlayIcon } from '@/components/icons';
import { useHelpVideosUrl } from '@/components/help-links';
import { guideOf, orderedGuides } from './help-guides';
import { HelpGuide } from './help-guide';
import { HelpDeadlines, HelpStatuses } from './help-statuses';

const LINK =
  'font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

export function HelpPage() {
  const t = useT();
  const user = useSession();
  const signedIn = authStatus(user) === 'validated';
  const own = signedIn ? guideOf(user.role) : null;
  const guides = orderedGuides(own);
  const videos = useHelpVideosUrl();
  const [first, ...others] = guides;
  const contents: [string, MessageId][] = [
    ...(first ? [[`help-${first.id}`, first.title] as [string, MessageId]] : []),
    ['help-statuses', 'help.status.title'],
    ['help-deadlines', 'help.deadlines.title'],
    ...others.map((guide): [string, MessageId] => [`help-${guide.id}`, guide.title]),
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-page">
      <div className="h-1.5 bg-gradient-to-r from-brand-700 via-brand-500 to-leaf-400" aria-hidden="true" />
      <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-3">
          <LogoStrip />
          <LanguageSwitch className="shrink-0" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-10">
        <Link to={homeOf(user)} className={`inline-flex min-h-11 items-center gap-2 ${LINK}`}>
          <ArrowLeftIcon width={18} height={18} />
          {signedIn ? t('help.home') : t('help.signIn')}
        </Link>
        <h1 className="mt-3 text-[28px] leading-tight font-bold tracking-tight text-ink">{t('help.title')}</h1>
        <p className="mt-2 text-base leading-relaxed text-ink-muted">{t('help.lead')}</p>
        {videos ? (
          <a href={videos} className={`mt-3 inline-flex min-h-11 items-center gap-2 ${LINK}`}>
            <PlayIcon width={18} height={18} />
            {t('help.videos')}
          </a>
        ) : null}
        <nav aria-labelledby="help-contents" className="mt-5 rounded-card border border-line bg-white px-4 py-3">
          <h2 id="help-contents" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t('help.contents')}
          </h2>
          <ul className="mt-1 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6">
            {contents.map(([anchor, label]) => (
              <li key={anchor}>
                <a href={`#${anchor}`} className={`inline-flex min-h-11 items-center ${LINK}`}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 flex flex-col gap-10">
          {first ? <HelpGuide guide={first} own={first.id === own} /> : null}
          <HelpStatuses />
          <HelpDeadlines />
          {others.map((guide) => (
            <HelpGuide key={guide.id} guide={guide} own={false} />
          ))}
        </div>
      </main>
      <footer className="border-t border-line bg-white px-4 py-5 text-center text-sm text-ink-soft">
        {t('footer.copyright')} · {t('footer.version')}
      </footer>
    </div>
  );
}
