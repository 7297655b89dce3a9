/**
 * The consoles' row of sections, which never runs off the screen: the sections that fit the row
 * are tabs, the rest gather under a 'More' menu button at its end (the shared accessible menu,
 * components/menu.tsx), which shows as current when the page open is one of them. Kannada labels
 * are wider than English ones, so what fits is measured, not assumed: a hidden copy of every tab
 * gives their widths, and the row is laid out again when its width or the language changes.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { useT, type MessageId } from '@/i18n';
import { Menu, MenuItem } from '@/components/menu';
import { ChevronDownIcon } from '@/components/icons';
import type { ConsoleNavItem } from './console-shell';

export const TAB =
  'relative flex min-h-12 items-center px-3 text-[15px] font-semibold whitespace-nowrap text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white data-[status=active]:text-white data-[status=active]:after:absolute data-[status=active]:after:inset-x-2 data-[status=active]:after:bottom-0 data-[status=active]:after:h-[3px] data-[status=active]:after:rounded-t data-[status=active]:after:bg-leaf-400';
/** The More button's look while the page open is one of its sections (TAB's active look). */
const CURRENT =
  'text-white after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-t after:bg-leaf-400';
const GAP = 4;

/** How many of the tabs fit `room` in a row, keeping room for the More button when some do not. */
export function tabsThatFit(widths: readonly number[], room: number, more: number): number {
  const all = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  if (all <= room) return widths.length;
  let used = more;
  let fit = 0;
  for (const w of widths) {
    if (used + w + GAP > room) break;
    used += w + GAP;
    fit += 1;
  }
  return fit;
}

export function ConsoleNav({ label, nav }: { label: MessageId; nav: ConsoleNavItem[] }) {
  const t = useT();
  const navigate = useNavigate();
  const matchRoute = useMatchRoute();
  const row = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(nav.length);

  useLayoutEffect(() => {
    const list = row.current;
    const copy = measure.current;
    if (!list || !copy) return;
    const layout = () => {
      const widths = [...copy.children].map((li) => li.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const style = getComputedStyle(list);
      const room = list.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setShown(room > 0 ? tabsThatFit(widths, room, more) : nav.length);
    };
    layout();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(layout);
    observer.observe(list);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [nav, t.lang]);

  const rest = nav.slice(shown);
  const isCurrent = (item: ConsoleNavItem) => Boolean(matchRoute({ to: item.to, fuzzy: !item.exact }));
  return (
    <nav aria-label={t(label)} className="relative bg-brand-900/40">
      <ul ref={row} className="mx-auto flex max-w-6xl gap-1 px-2 sm:px-4">
        {nav.slice(0, shown).map((item) => (
          <li key={item.label} className="shrink-0">
            <Link to={item.to} activeOptions={{ exact: item.exact ?? false }} className={TAB}>
              {t(item.label)}
            </Link>
          </li>
        ))}
        {rest.length > 0 ? (
          <li className="shrink-0">
            <Menu
              label={t('console.moreLabel')}
              button={
                <>
                  {t('console.more')}
                  <ChevronDownIcon width={18} height={18} className="ml-1" />
                </>
              }
              buttonClassName={`${TAB} cursor-pointer ${rest.some(isCurrent) ? CURRENT : ''}`}
              className="z-40 flex min-w-56 flex-col rounded-xl border border-line bg-white py-1.5 shadow-card"
            >
              {rest.map((item) => (
                <MenuItem
                  key={item.label}
                  aria-current={isCurrent(item) ? 'page' : undefined}
                  className="min-h-11 px-4 text-left text-[15px] font-semibold text-ink focus:bg-brand-50 focus:outline-none aria-[current=page]:text-brand-800 aria-[current=page]:underline"
                  onClick={() => void navigate({ to: item.to })}
                >
                  {t(item.label)}
                </MenuItem>
              ))}
            </Menu>
          </li>
        ) : null}
      </ul>
      {/* The widths of every tab and of the More button, measured out of sight. */}
      <ul
        ref={measure}
        aria-hidden="true"
        className="pointer-events-none invisible absolute top-0 left-0 flex h-0 w-max overflow-hidden"
      >
        {nav.map((item) => (
          <li key={item.label} className={`${TAB} shrink-0`}>
            {t(item.label)}
          </li>
        ))}
        <li className={`${TAB} shrink-0`}>
          {t('console.more')}
          <span className="ml-1 inline-block w-[18px]" />
        </li>
      </ul>
    </nav>
  );
}
