/**
 * A field of a website section, with the contract's form-field attributes kept by their own names
 * (`hasLable`, `lable`, … spelling included), and the checks the contract (docs/product.md, 'Validation rules') sets
 * on them. Lengths are counted in what a reader sees as characters (grapheme clusters): a Kannada letter with its
 * vowel sign is one. Plain functions without zod, so the editor can check a field as it is typed.
 */
import { fill } from '../messages.ts';
import { SITE_MSG } from './site-messages.ts';
import { graphemeLength } from './grapheme-length.ts';

export const VALIDATION_TYPES = [
  'alphaNumericWithHyphenAndSpace',
  'sentence',
  'url',
  'phoneNumbers',
  'emailIds',
  'year',
  'count',
] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

export interface FieldDefinition {
  key: string;
  /** text: a line of text; select: the go-to page; media: an image of the media library. */
  type: 'text' | 'select' | 'media';
  hasLable: boolean;
  lable: string;
  is_mandatory: boolean;
  is_limited: boolean;
  max_characters: number;
  min_characters: number;
  is_capital: boolean;
  requires_validation: boolean;
  validation_type: ValidationType;
  placeholder: string;
  /** True for words a reader reads (English and Kannada); false for addresses, numbers and years. */
  translated: boolean;
  /** select only: the choices, 0 being the placeholder 'Select Page'. */
  options?: readonly { value: number; label: string }[];
  default?: number;
}

/** The contract (docs/product.md, 'Validation rules'): minimum 3, maximum 100 unless a field says 35, 180 or 250. */
export const MIN_CHARACTERS = 3;
export const DEFAULT_MAX_CHARACTERS = 100;

// Letters and digits of any script, the marks that shape them (Kannada's vowel signs and virama),
// the joiners Kannada spelling uses, hyphens and spaces.
export const ALPHANUMERIC_RE = /^(?:[\p{L}\p{M}\p{N} -]|\u200C|\u200D)+$/u;
// Prose (descriptions, reviews, headings, labels, names, the address): the same, and sentence
// punctuation. The letters-digits-hyphens rule allowed none, so the site read as run-on sentences;
// it now holds for folder names and icon class names only (docs/spec-notes.md).
export const SENTENCE_RE = /^(?:[\p{L}\p{M}\p{N} -]|[.,'’"“”?!:;()/&–—₹]|\u200C|\u200D)+$/u;
const URL_RE = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/i;
const PHONE_RE = /^[6-9]\d{9}$/;
const EMAIL_RE = /^[^\s@,]+@[^\s@,]+\.[^\s@,]{2,}$/;
const YEAR_RE = /^\d{4}$/;
const COUNT_RE = /^\d{1,3}(,\d{2,3})*\+?$|^\d+\+?$/;

const list = (value: string) => value.split(',').map((part) => part.trim());

function patternError(type: ValidationType, value: string): string | null {
  switch (type) {
    case 'alphaNumericWithHyphenAndSpace':
      return ALPHANUMERIC_RE.test(value) ? null : SITE_MSG.alphaNumeric;
    case 'sentence':
      return SENTENCE_RE.test(value) ? null : SITE_MSG.sentence;
    case 'url':
      return URL_RE.test(value) && !/^\s*javascript:/i.test(value) ? null : SITE_MSG.url;
    case 'phoneNumbers':
      return list(value).every((p) => PHONE_RE.test(p.replace(/[\s-]/g, ''))) ? null : SITE_MSG.phones;
    case 'emailIds':
      return list(value).every((e) => EMAIL_RE.test(e)) ? null : SITE_MSG.emails;
    case 'year':
      return YEAR_RE.test(value) ? null : SITE_MSG.year;
    case 'count':
      return COUNT_RE.test(value) ? null : SITE_MSG.count;
    default:
      return null;
  }
}

/**
 * What is wrong with one text value, or null. `required` is false for an optional field and for
 * a Kannada value (a missing one falls back to English on the site and is flagged in review).
 */
export function textError(field: FieldDefinition, raw: string | undefined, required: boolean): string | null {
  if (field.is_limited && overRawLimit(raw ?? '', field.max_characters))
    return fill(SITE_MSG.tooLong, { max: field.max_characters });
  const value = (raw ?? '').trim();
  if (!value) return required ? SITE_MSG.required : null;
  const length = graphemeLength(value);
  if (length < field.min_characters) return fill(SITE_MSG.tooShort, { min: field.min_characters });
  if (field.is_limited && length > field.max_characters) return fill(SITE_MSG.tooLong, { max: field.max_characters });
  return field.requires_validation ? patternError(field.validation_type, value) : null;
}

/**
 * No character a reader counts takes more than RAW_UNITS_PER_CHARACTER UTF-16 units in practice
 * (a Kannada conjunct with its vowel sign takes four): a text longer than its limit times that is
 * refused by its raw length, at once, before anything costlier looks at it.
 */
export const RAW_UNITS_PER_CHARACTER = 4;
export const overRawLimit = (text: string, maxCharacters: number): boolean =>
  text.length > maxCharacters * RAW_UNITS_PER_CHARACTER;

/** A text field without a limit of its own (a URL) still has an end, in UTF-16 units. */
export const RAW_TEXT_MAX = 2000;

/** The UTF-16 units a field's value may take before it is refused unread. */
export const rawUnitsOf = (field: FieldDefinition): number =>
  field.is_limited ? field.max_characters * RAW_UNITS_PER_CHARACTER : RAW_TEXT_MAX;

/** The share of the limit a value uses, for the contract's ring: green < 70 %, amber < 100 %, red at 100 %. */
export function limitShare(field: FieldDefinition, value: string): number {
  return field.is_limited ? graphemeLength(value) / field.max_characters : 0;
}
export const ringColour = (share: number): 'green' | 'amber' | 'red' =>
  share >= 1 ? 'red' : share >= 0.7 ? 'amber' : 'green';
