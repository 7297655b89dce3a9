/**
 * District, taluk (of the chosen district) and institution type filters shared by the institution
 * list and the incomplete lists. Changing the district clears the taluk; every change goes back to
 * page 1. The values live in the URL; this component only reads and reports them. A DD's lists
 * pass the DD's own districts, so the filter offers no district the server would refuse.
 */
import { ORGANIZATION_TYPES } from '@common/organizations';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import { useDistricts, useTaluks } from '@/lib/places-api';
import type { Named } from '@common/contract/shared';
import type { PlaceSearch } from './console-search';
import { SelectField } from './select-field';

export interface PlaceFiltersProps {
  value: PlaceSearch;
  onChange: (next: Partial<PlaceSearch>) => void;
  /** The districts to offer; every district when absent. */
  districts?: readonly Named[] | undefined;
}

export function PlaceFilters({ value, onChange, districts: only }: PlaceFiltersProps) {
  const t = useT();
  const districts = useDistricts();
  const taluks = useTaluks(value.district);
  const num = (v: string) => (v ? Number(v) : undefined);
  return (
    <>
      <SelectField
        label={t('adm.filter.district')}
        placeholder={t('adm.filter.all')}
        value={value.district ?? ''}
        options={(only ?? districts.data ?? []).map((d) => ({ value: String(d.id), label: nameIn(d.name, t.lang) }))}
        onChange={(e) => onChange({ district: num(e.target.value), taluk: undefined, page: undefined })}
      />
      <SelectField
        label={t('adm.filter.taluk')}
        placeholder={t('adm.filter.all')}
        value={value.taluk ?? ''}
        disabled={!value.district}
        options={(taluks.data ?? []).map((d) => ({ value: String(d.id), label: nameIn(d.name, t.lang) }))}
        onChange={(e) => onChange({ taluk: num(e.target.value), page: undefined })}
      />
      <SelectField
        label={t('adm.filter.type')}
        placeholder={t('adm.filter.all')}
        value={value.institution_type ?? ''}
        options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`adm.orgType.${type}`) }))}
        onChange={(e) =>
          onChange({
            institution_type: (e.target.value || undefined) as PlaceSearch['institution_type'],
            page: undefined,
          })
        }
      />
    </>
  );
}
