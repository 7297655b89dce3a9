/**
 * Reads the Local Government Directory CSV of districts and taluks (columns district_lgd_code,
 * district_en, district_kn, taluk_lgd_code, taluk_en, taluk_kn, ...). Text is NFC-normalised;
 * the zero-width non-joiner some Kannada names carry is kept.
 */
export interface LgdRow {
  districtCode: number;
  districtEn: string;
  districtKn: string;
  talukCode: number;
  talukEn: string;
  talukKn: string;
}

/** Splits one CSV line, honouring double quotes. */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim().normalize('NFC'));
}

const REQUIRED = ['district_lgd_code', 'district_en', 'district_kn', 'taluk_lgd_code', 'taluk_en', 'taluk_kn'];

export function parseLgdCsv(text: string): LgdRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = splitLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const missing = REQUIRED.filter((h) => !header.includes(h));
  if (missing.length) throw new Error(`Not an LGD taluk file: missing column(s) ${missing.join(', ')}`);
  const at = (name: string) => header.indexOf(name);
  return lines.slice(1).map((line, i) => {
    const c = splitLine(line);
    const districtCode = Number(c[at('district_lgd_code')]);
    const talukCode = Number(c[at('taluk_lgd_code')]);
    const districtEn = c[at('district_en')] ?? '';
    const talukEn = c[at('taluk_en')] ?? '';
    if (!Number.isInteger(districtCode) || !Number.isInteger(talukCode) || !districtEn || !talukEn) {
      throw new Error(`Line ${i + 2}: needs numeric LGD codes and English names`);
    }
    return {
      districtCode,
      districtEn,
      districtKn: c[at('district_kn')] ?? '',
      talukCode,
      talukEn,
      talukKn: c[at('taluk_kn')] ?? '',
    };
  });
}
