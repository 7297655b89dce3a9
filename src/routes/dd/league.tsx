/** `/dd/league`: the league table with by (taluk default), period (month default) and date in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { PERIODS } from '@common/periods';
import { compact, searchParam } from '@/lib/search-params';
import { LeaguePage } from '@/features/dd/league-page';

const validateSearch = (s: Record<string, unknown>) =>
  compact({
    by: searchParam.oneOf(s.by, ['district', 'taluk'] as const),
    period: searchParam.oneOf(s.period, PERIODS),
    date: searchParam.date(s.date),
  });

export const Route = createFileRoute('/dd/league')({
  validateSearch,
  component: LeagueRoute,
});

function LeagueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const params = { by: search.by ?? 'taluk', period: search.period ?? 'month', date: search.date } as const;
  return (
    <LeaguePage
      params={params}
      onSearch={(next) =>
        void navigate({
          search: {
            by: next.by === 'taluk' ? undefined : next.by,
            period: next.period === 'month' ? undefined : next.period,
            date: next.date,
          },
        })
      }
    />
  );
}
