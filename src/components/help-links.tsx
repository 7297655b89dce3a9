/**
 * The footer's two help links (the contract names them, docs/product.md, 'Screens and routes'; docs/spec-notes.md
 * says where they go): 'watch support videos' opens the server's HELP_VIDEOS_URL and shows only when one is set (GET
 * config; unknown, as offline on a first start, counts as none), and 'read documentation' opens the help page,
 * `/help`, which works offline. Shared by the warden's dashboard, the consoles and the screens before sign-in.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { configQuery } from '@/idle/idle-config';
import { BookIcon, PlayIcon } from './icons';

/** The support videos' https address from the server, or null while unknown or unset. */
export function useHelpVideosUrl(): string | null {
  const { data } = useQuery(configQuery());
  const url = data?.help_videos_url;
  return typeof url === 'string' && url.startsWith('https://') ? url : null;
}

const LINK = 'inline-flex min-h-11 items-center gap-2 text-[15px] font-medium text-brand-800 hover:underline';

/** The links, for a footer's own row (a fragment, so each footer keeps its layout). */
export function HelpLinks() {
  const t = useT();
  const videos = useHelpVideosUrl();
  return (
    <>
      {videos ? (
        <a href={videos} className={LINK}>
          <PlayIcon width={18} height={18} />
          {t('footer.videos')}
        </a>
      ) : null}
      <Link to="/help" className={LINK}>
        <BookIcon width={18} height={18} />
        {t('footer.docs')}
      </Link>
    </>
  );
}
