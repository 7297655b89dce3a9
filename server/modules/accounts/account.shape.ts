/**
 * The read shape of an account in the console (docs/product.md, 'Records and fields': first_name, last_name, email_id,
 * phone_number, role, avatar, admin_id) plus its state. Built from named columns only, so a
 * password hash or a TOTP secret has no way in.
 */
import type { AccountRow } from './accounts.repository.ts';

export type DistrictRef = { id: number; name: { en: string; kn: string } };

export function accountShape(row: AccountRow, districts: DistrictRef[] = []) {
  return {
    id: row.id,
    admin_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email_id: row.email_id,
    phone_number: row.phone_number,
    role: row.role,
    avatar: row.avatar,
    validation_method: row.validation_method,
    is_2fa_enabled: row.is_2fa_enabled,
    is_disabled: row.is_disabled,
    disabled_at: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    disabled_reason: row.disabled_reason,
    created_by:
      row.created_by === null
        ? null
        : { id: row.created_by, name: `${row.creator_first ?? ''} ${row.creator_last ?? ''}`.trim() },
    createdAt: new Date(row.created_at).toISOString(),
    districts,
  };
}
