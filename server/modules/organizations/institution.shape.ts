/**
 * The read shape of an institution in the console (docs/product.md, 'Records and fields': en_name, kn_name, taluk,
 * district, organization_type, hostel_type, assigned warden; read shape `name.en`). The X credential shows only as
 * `has_twitter_password` (docs/product.md, 'Records and fields').
 */
import { placesOf, type PlaceColumns } from '../../lib/named.ts';
import type { OrganizationType } from '@common/organizations.ts';
import type { InstitutionRow } from './institutions.repository.ts';
import { xAccountShape } from '@common/x-shape.ts';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function institutionShape(r: InstitutionRow) {
  return {
    id: r.id,
    en_name: r.en_name,
    kn_name: r.kn_name,
    name: { en: r.en_name, kn: r.kn_name },
    organization_type: r.organization_type,
    hostel_type: r.hostel_type,
    ...placesOf(r),
    warden_id: r.warden_id,
    warden:
      r.warden_id === null
        ? null
        : {
            id: r.warden_id,
            name: fullName(r.warden_first, r.warden_last),
            // The left join types the warden's columns as nullable; an assigned warden has them.
            email_id: r.warden_email ?? '',
            phone_number: r.warden_phone ?? '',
            is_disabled: Boolean(r.warden_disabled),
          },
    twitter_id: r.twitter_id,
    has_twitter_password: Boolean(r.has_twitter_password),
    created_by: r.created_by === null ? null : { id: r.created_by, name: fullName(r.creator_first, r.creator_last) },
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    x: xAccountShape(r),
  };
}

export function publicShape(
  r: PlaceColumns & { id: number; en_name: string; kn_name: string; organization_type: OrganizationType },
) {
  return {
    id: r.id,
    name: { en: r.en_name, kn: r.kn_name },
    ...placesOf(r),
    organization_type: r.organization_type,
  };
}

/** The contract's `holidays.is_holidays`: whether a holiday holds today, and which one. */
export const holidayToday = (h: { id: number; from_date: string; to_date: string; reason: string } | undefined) => ({
  is_holidays: Boolean(h),
  holiday: h ? { id: h.id, from: h.from_date, to: h.to_date, reason: h.reason } : null,
});
