/**
 * The supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit'), for the DD and admin homes
 * and the pages about one institution. Both load lazily with their texts: @visx and the 'charts.' texts reach only
 * the screens that draw a chart, never the warden's phone nor a console's first paint.
 */
import { createElement, lazy, Suspense } from 'react';
import { loadChartTexts } from '@/i18n';
import type { Meal } from '@common/schedule';

const Charts = lazy(async () => {
  const [module] = await Promise.all([import('./supervisor-charts'), loadChartTexts()]);
  return { default: module.SupervisorCharts };
});

const Grid = lazy(async () => {
  const [module] = await Promise.all([import('./meal-grid'), loadChartTexts()]);
  return { default: module.InstitutionMealGrid };
});

const waiting = createElement('div', { className: 'h-72 animate-pulse rounded-card border border-line bg-white/60' });

export function SupervisorCharts(props: { view: 'dd' | 'admin' }) {
  return createElement(Suspense, { fallback: waiting }, createElement(Charts, props));
}

/** `onCell` makes each square with a post a link (the DD's feed filtered to that meal and day). */
export function InstitutionMealGrid(props: { id: number; onCell?: ((meal: Meal, day: string) => void) | undefined }) {
  return createElement(Suspense, { fallback: waiting }, createElement(Grid, props));
}
