/**
 * Districts and taluks for every signed-in user (docs/product.md, 'Calls and answers'): items `{id, name: {en, kn}}` in
 * one page; an unknown district's taluks answer 404.
 */
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { districtById } from '../../access/scope.repository.ts';
import { listDistricts, taluksOfDistrict } from './places.repository.ts';

const named = (r: { id: number; name_en: string; name_kn: string }) => ({
  id: r.id,
  name: { en: r.name_en, kn: r.name_kn },
});
const onePage = <T>(items: T[]) => ({ items, total_items: items.length, total_pages: 1, current_page: 1 });

export async function districts(ctx: AppContext) {
  return onePage((await listDistricts(ctx.db, null)).map(named));
}

export async function taluksOf(ctx: AppContext, districtId: number) {
  if (!(await districtById(ctx.db, districtId))) throw errors.notFound(MSG.notFound);
  return onePage((await taluksOfDistrict(ctx.db, districtId)).map(named));
}
