/**
 * English texts of the supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit': the DD and
 * admin homes, the institution page's 30-day grid) under the 'charts.' prefix, and of the weekly reports' page under
 * 'reports.', loaded with the charts and that page so neither the warden's screens nor a console's first paint carry
 * them; charts-kn.ts has the Kannada of each. The statuses reuse the cards' labels ('tweets.stats.*'), so every
 * console says the same.
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
    'A grid of taluks by day; each square is the share of meals due posted on time: green from 90%, amber from 70%, red below. Best this month: {best}; weakest: {worst}.',
  'charts.heat.taluk': 'Taluk',
  'charts.heat.scale': 'Share posted on time: below 70%, 70% to 89.9%, 90% or more',
  'charts.rank.title': 'Districts ranked by on-time share this month',
  'charts.rank.desc':
    'Horizontal bars, best first, green from 90%, amber from 70%, red below. Best: {best}; weakest: {worst}.',
  'charts.rank.district': 'District',
  'charts.grid.title': 'The last 30 days',
  'charts.grid.desc': 'Each meal of each day, coloured by its status; holidays are marked.',
  'charts.grid.loadFailed': "This institution's last 30 days could not be loaded.",
  'reports.title': 'Weekly audit reports',
  'reports.description':
    'Every Monday at 08:00 a PDF of the week before is made for the state and for each district, and mailed to the DDs and admins.',
  'reports.caption': 'Weekly audit reports, newest week first',
  'reports.week': 'Week',
  'reports.weekRange': '{week}: {from} to {to}',
  'reports.report': 'Report',
  'reports.made': 'Made',
  'reports.size': 'Size',
  'reports.actions': 'Actions',
  'reports.download': 'Download PDF',
  'reports.downloadFor': 'Download PDF: {name}, {week}',
  'reports.downloaded': 'Saved {name}.',
  'reports.downloadFailed': 'The report could not be downloaded. Please try again.',
  'reports.remake': 'Make again',
  'reports.remakeFor': 'Make again: the reports of {week}',
  'reports.remade': 'The reports of {week} were made again.',
  'reports.empty': 'No report yet',
  'reports.emptyHint': 'The first reports are made on the Monday after a full week of posts.',
  'reports.loadFailed': 'The reports could not be loaded.',
} as const;
