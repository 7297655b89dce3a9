/**
 * What the stamp burned into each photo says: the institution's name in English and
 * Kannada, the meal in both languages, the date and time in Asia/Kolkata, and the GPS position
 * when the warden allowed location. Bilingual on purpose, whatever the app's language: the photo
 * travels to officers and to X, and must read the same for everyone.
 */
import { formatIst } from '@common/dates';

export interface StampInput {
  institution: { en: string; kn: string };
  meal: { en: string; kn: string };
  /** ISO instant the stamp speaks for: the moment Submit was pressed. */
  at: string;
  latitude: number | null;
  longitude: number | null;
}

export interface StampLine {
  text: string;
  size: 'main' | 'secondary';
  bold: boolean;
}

export const STAMP_DATE_FORMAT = 'D MMM YYYY, h:mm A';

/** 'government pre-matric boys hostel, hunsur' → 'Government Pre-Matric Boys Hostel, Hunsur'. */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/(^|[\s\-(/.,])(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `GPS ${lat}, ${lon}`;
}

export function stampLines(input: StampInput): StampLine[] {
  const lines: StampLine[] = [{ text: titleCase(input.institution.en), size: 'main', bold: true }];
  if (input.institution.kn.trim()) lines.push({ text: input.institution.kn.trim(), size: 'main', bold: false });
  const when = `${formatIst(input.at, STAMP_DATE_FORMAT)} IST`;
  lines.push({ text: `${input.meal.en} / ${input.meal.kn}  •  ${when}`, size: 'secondary', bold: false });
  if (
    input.latitude !== null &&
    input.longitude !== null &&
    Number.isFinite(input.latitude) &&
    Number.isFinite(input.longitude)
  ) {
    lines.push({ text: formatCoordinates(input.latitude, input.longitude), size: 'secondary', bold: false });
  }
  return lines;
}
