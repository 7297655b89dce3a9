/**
 * Charts that lead somewhere: each bar or square of a chart that has somewhere to go is a link
 * (role 'link', its own accessible name) that opens the list filtered to it. A chart is one stop
 * for the Tab key, as a grid is: the arrow keys move between its marks (left and right along a
 * row, up and down between rows, Home and End), Enter or Space opens the one in focus, and a
 * click opens it too. The focused mark gets a dark outline drawn as an SVG stroke.
 */
import { useRef, useState, type KeyboardEvent } from 'react';

type Mark = HTMLElement | SVGElement;

/** The classes of a mark that opens something: a pointer, no browser outline, a stroke in focus. */
export const LINK_MARK = 'cursor-pointer outline-none focus-visible:stroke-[#12221f] focus-visible:[stroke-width:3]';

export interface MarkProps {
  ref: (el: Mark | null) => void;
  role: 'link';
  tabIndex: number;
  'aria-label': string;
  className: string;
  onClick: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<Mark>) => void;
}

/**
 * The props of mark `i` of `count` laid out in rows of `columns`, or none when the chart leads
 * nowhere (the mark is then a plain picture). `isLink` says which places hold a link (a day with
 * nothing due draws no bar): the keys skip the others, and the Tab stop is always on a link.
 */
export function useChartLinks(count: number, columns = count, isLink: (i: number) => boolean = () => true) {
  const [active, setActive] = useState(0);
  const marks = useRef<(Mark | null)[]>([]);
  /** The first link from `from` on, stepping by `dir`, or null. */
  const seek = (from: number, dir: number) => {
    for (let j = Math.max(0, Math.min(count - 1, from)); j >= 0 && j < count; j += dir) if (isLink(j)) return j;
    return null;
  };
  const current = seek(active, 1) ?? seek(active, -1);
  const focus = (i: number, target: number, dir: number) => {
    const next = seek(target, dir);
    if (next === null || next === i) return;
    setActive(next);
    marks.current[next]?.focus();
  };
  return (i: number, label: string, open: (() => void) | undefined): MarkProps | Record<string, never> => {
    if (!open) return {};
    return {
      ref: (el) => {
        marks.current[i] = el;
      },
      role: 'link',
      tabIndex: i === current ? 0 : -1,
      'aria-label': label,
      className: LINK_MARK,
      onClick: open,
      onFocus: () => setActive(i),
      onKeyDown: (event) => {
        // [where to look, which way to go on when no link is there]
        const moves: Record<string, [number, number]> = {
          ArrowRight: [i + 1, 1],
          ArrowLeft: [i - 1, -1],
          ArrowDown: [i + columns, columns],
          ArrowUp: [i - columns, -columns],
          Home: [0, 1],
          End: [count - 1, -1],
        };
        const move = moves[event.key];
        if (event.key === 'Enter' || event.key === ' ') open();
        else if (move && move[0] >= 0 && move[0] < count) focus(i, move[0], move[1]);
        else if (!move) return;
        event.preventDefault();
      },
    };
  };
}

/** '20 November' or '20 ನವೆಂಬರ್': a calendar day of the charts as a link's name says it. */
export function dayName(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}
