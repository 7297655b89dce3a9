// @vitest-environment jsdom
/**
 * Charts lead somewhere: with a target each day's bars, each heat-map square and each district's
 * bar is a link named for what it shows, a click opens it, and the chart is one Tab stop whose
 * marks the arrow keys walk (across, and down a row in the heat map) and Enter opens. Without a
 * target the chart stays a picture with no links.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadChartTexts } from '@/i18n';
import type { DayCounts } from '@common/contract/answers/charts';
import type { LeagueRow } from '@common/contract/answers/stats';
import { MonthBars } from './month-bars';
import { TalukHeatmap } from './taluk-heatmap';
import { DistrictRanking } from './district-ranking';
import { WeekCompare } from './week-compare';

const day = (d: string, onTime: number): DayCounts =>
  ({
    day: d,
    posted_on_time: onTime,
    posted_with_delay: 1,
    post_not_considered: 0,
    tweets_not_posted: 1,
    holiday: 0,
    meals_due: 4,
  }) as DayCounts;
const days = [day('2026-11-01', 2), day('2026-11-02', 3), day('2026-11-03', 1)];
const links = () => screen.getAllByRole('link');

beforeAll(async () => {
  await loadChartTexts();
});
afterEach(cleanup);

describe('chart click targets', () => {
  it("month bars: one link per day, named by its counts, opening that day's posts by click and keys", () => {
    const onDay = vi.fn();
    render(<MonthBars days={days} onDay={onDay} />);
    expect(links().map((l) => l.getAttribute('aria-label'))).toEqual([
      '1 November: 2 of 4 meals on time. Open the posts of this day',
      '2 November: 3 of 4 meals on time. Open the posts of this day',
      '3 November: 1 of 4 meals on time. Open the posts of this day',
    ]);
    expect(links().map((l) => l.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.click(links()[1]!);
    expect(onDay).toHaveBeenLastCalledWith('2026-11-02');
    links()[0]!.focus();
    fireEvent.keyDown(links()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links()[1]);
    expect(links()[1]!.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(links()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links()[2]);
    fireEvent.keyDown(links()[2]!, { key: 'Enter' });
    expect(onDay).toHaveBeenLastCalledWith('2026-11-03');
    fireEvent.keyDown(links()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links()[2]);
  });

  it('month bars without a target are a picture, with no links', () => {
    render(<MonthBars days={days} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('img', { name: /this month/i })).toBeTruthy();
  });

  it('heat map: a square opens its taluk and day; Down moves to the next taluk', () => {
    const onCell = vi.fn();
    const series = [
      { id: 11, name: { en: 'Hunsur', kn: 'ಹುಣಸೂರು' }, days },
      { id: 12, name: { en: 'Nanjangud', kn: 'ನಂಜನಗೂಡು' }, days },
    ];
    render(<TalukHeatmap series={series} onCell={onCell} />);
    expect(links()).toHaveLength(6);
    expect(links()[4]!.getAttribute('aria-label')).toBe('Nanjangud, 2 November: 75% on time. Open the posts');
    fireEvent.click(links()[4]!);
    expect(onCell).toHaveBeenLastCalledWith(12, '2026-11-02');
    links()[1]!.focus();
    fireEvent.keyDown(links()[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links()[4]);
    fireEvent.keyDown(links()[4]!, { key: ' ' });
    expect(onCell).toHaveBeenCalledTimes(2);
  });

  it('week against week: the keys skip the days to come, which draw no bar, and the Tab stop stays on a bar', () => {
    const onDay = vi.fn();
    // Last week Monday 2026-11-09 to Sunday; this week only Monday 16 and Tuesday 17 so far.
    const weeks = [9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => day(`2026-11-${String(n).padStart(2, '0')}`, 2));
    render(<WeekCompare days={weeks} thisMonday="2026-11-16" onDay={onDay} />);
    expect(links()).toHaveLength(9);
    expect(links().filter((l) => l.getAttribute('tabindex') === '0')).toHaveLength(1);
    links()[0]!.focus();
    fireEvent.keyDown(links()[0]!, { key: 'End' });
    // The last bar drawn: Sunday of last week (this week's Sunday has not come).
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sun 15 November:/);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    // Sun → (this Saturday, no bar) → Sat last week → (this Friday, no bar) → Fri last week.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Fri 13 November:/);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onDay).toHaveBeenLastCalledWith('2026-11-13');
    expect(links().filter((l) => l.getAttribute('tabindex') === '0')).toEqual([document.activeElement]);
  });

  it("district ranking: a district's bar opens its institutions", () => {
    const onDistrict = vi.fn();
    const row = (id: number, en: string, pct: number) =>
      ({ id, name: { en, kn: '' }, on_time_percentage: pct, posted_on_time: 1, meals_due: 2 }) as LeagueRow;
    render(<DistrictRanking rows={[row(1, 'Bidar', 40), row(2, 'Mysuru', 80)]} onDistrict={onDistrict} />);
    expect(links()[0]!.getAttribute('aria-label')).toBe('Mysuru: 80% on time. Open the institutions of this district');
    fireEvent.keyDown(links()[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onDistrict).toHaveBeenLastCalledWith(1);
  });
});
