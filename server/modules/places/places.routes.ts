/**
 * `GET places/districts` and `GET places/districts/{id}/taluks` (DECISIONS §3): items
 * `{id, name: {en, kn}}`, for any signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { errors } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { districtById, listDistricts, taluksOfDistrict } from './places.repository.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const named = (r: { id: number; name_en: string; name_kn: string }) => ({
  id: r.id,
  name: { en: r.name_en, kn: r.name_kn },
});

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db;
  app.get('/places/districts', { preHandler: requireUser() }, async (_request, reply) => {
    const rows = await listDistricts(db, null);
    return send(reply, 200, MSG.ok, {
      items: rows.map(named),
      total_items: rows.length,
      total_pages: 1,
      current_page: 1,
    });
  });

  app.get('/places/districts/:id/taluks', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    if (!(await districtById(db, id))) throw errors.notFound(MSG.notFound);
    const rows = await taluksOfDistrict(db, id);
    return send(reply, 200, MSG.ok, {
      items: rows.map(named),
      total_items: rows.length,
      total_pages: 1,
      current_page: 1,
    });
  });
}
