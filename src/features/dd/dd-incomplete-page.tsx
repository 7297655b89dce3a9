/**
 * `/dd/incomplete/{kind}`: the admin console's incomplete list (features/admin, one page for both)
 * as the DD reads it: their districts only (the server answers nothing else; the district filter
 * offers only theirs), no Fix, since completing an institution is an admin's job.
 */
import { IncompletePage, type IncompleteKind, type PlaceSearch } from '@/features/admin';
import { useDdStats } from './api/get-dd-stats';

export function DdIncompletePage(props: {
  kind: IncompleteKind;
  search: PlaceSearch;
  onSearch: (next: Partial<PlaceSearch>) => void;
}) {
  const districts = useDdStats().data?.districts;
  return <IncompletePage {...props} view="dd" districts={districts ?? []} />;
}
