/**
 * `GET admin/all-admins/auth`: the caller's own details. The contract (docs/product.md, 'Calls and answers') says the
 * whole body is read, so the envelope is the body; secrets (hashes, TOTP seeds) never leave the server.
 */
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { displayName, districtsOfAccount, findAccountById } from './accounts.repository.ts';

export async function completeOwnDetails(ctx: AppContext, id: number) {
  const account = await findAccountById(ctx.db, id);
  if (!account) throw errors.notFound(MSG.adminNotFound);
  const districts = await districtsOfAccount(ctx.db, id);
  return {
    id: account.id,
    admin_id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    name: displayName(account),
    email_id: account.email_id,
    phone_number: account.phone_number,
    role: account.role,
    avatar: account.avatar,
    validation_method: account.validation_method,
    is_2fa_enabled: account.is_2fa_enabled,
    districts: districts.map((d) => ({ id: d.id, name: { en: d.name_en, kn: d.name_kn } })),
  };
}
