/**
 * Names as every answer carries them (docs/product.md, 'Calls and answers'): `{id, name: {en, kn}}` for a place or an
 * institution, built from a row's English and Kannada columns, and the district and taluk pair a
 * row of institutions joins in. Written once so the answer shapes cannot drift apart.
 */
export const named = (id: number, en: string, kn: string) => ({ id, name: { en, kn } });

export interface PlaceColumns {
  district_id: number;
  district_en: string;
  district_kn: string;
  taluk_id: number;
  taluk_en: string;
  taluk_kn: string;
}

export const placesOf = (r: PlaceColumns) => ({
  district: named(r.district_id, r.district_en, r.district_kn),
  taluk: named(r.taluk_id, r.taluk_en, r.taluk_kn),
});
