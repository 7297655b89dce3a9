/** `/dd/league`: the league table with by (taluk default), period (month default) and date in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isCalendarDate, PERIODS } from '@common/periods';
import { LeaguePage } from '@/features/dd/league-page';

const searchSchema = z.object({
  by: z.enum(['district', 'taluk']).optional().catch(undefined),
  period: z.enum(PERIODS).optional().catch(undefined),
  date: z.string().refine(isCalendarDate).optional().catch(undefined),
});

export const Route = createFileRoute('/dd/league')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  component: LeagueRoute,
});

function LeagueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const params = { by: search.by ?? 'taluk', period: search.period ?? 'month', date: search.date } as const;
  return (
    <LeaguePage
      params={params}
      onSearch={(next) => void navigate({ search: { by: next.by === 'taluk' ? undefined : next.by, period: next.period === 'month' ? undefined : next.period, date: next.date } })}
    />
  );
}
