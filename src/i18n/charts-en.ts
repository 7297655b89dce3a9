/**
 * English texts of the supervisors' charts (issue 15: the DD and admin homes, the institution
 * page's 30-day grid), under the 'charts.' prefix, loaded with the charts themselves so neither the
 * warden's screens nor a console's first paint carry them; charts-kn.ts has the Kannada of each.
 * The statuses reuse the cards' labels ('tweets.stats.*'), so every console says the same.
 */
export const chartsEn = {
  'charts.title': 'This month at a glance',
  'charts.loadFailed': 'The charts could not be loaded.',
  'charts.meal': 'Meal',
  'charts.allMeals': 'All meals',
  'charts.holiday': 'Holiday',
  'charts.notYet': 'Not due yet',
  'charts.showTable': 'Show as a table',
  'charts.showChart': 'Show as a chart',
  'charts.day': 'Day',
  'charts.meals': 'Meals',
  'charts.month.title': 'Meals of this month, day by day',
  'charts.month.desc':
    'Stacked bars, one a day, of meals posted on time, delayed, after the deadline, not posted and on holiday. This month: {onTime} of {due} meals due posted on time ({share}).',
  'charts.week.title': 'This week against last week',
  'charts.week.desc':
    'Share of meals due posted on time, each day of this week beside the same day of last week. This week {thisWeek}, last week {lastWeek}.',
  'charts.week.this': 'This week',
  'charts.week.last': 'Last week',
  'charts.week.day': 'Weekday',
  'charts.share': 'On-time share',
  'charts.noneDue': 'no meals due',
  'charts.heat.title': 'On-time share by taluk and day',
  'charts.heat.desc':
    'A grid of taluks by day; the darker the square, the larger the share of meals due posted on time. Best this month: {best}; weakest: {worst}.',
  'charts.heat.taluk': 'Taluk',
  'charts.heat.scale': 'Share posted on time: 0% to 100%',
  'charts.rank.title': 'Districts ranked by on-time share this month',
  'charts.rank.desc': 'Horizontal bars, best first. Best: {best}; weakest: {worst}.',
  'charts.rank.district': 'District',
  'charts.grid.title': 'The last 30 days',
  'charts.grid.desc': 'Each meal of each day, coloured by its status; holidays are marked.',
  'charts.grid.loadFailed': "This institution's last 30 days could not be loaded.",
} as const;
