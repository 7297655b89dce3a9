/**
 * The public pages (/site and /audit) are HTML built from strings, so escaping is done in one place: the `html` tag
 * escapes every value put into a template unless it is markup this module made (`Markup`), and
 * links come only through `safeHref`, which lets http(s) and root-relative addresses through and
 * nothing else (no `javascript:`, `data:` or `//host`). Content is checked when saved; this is the
 * second lock, for whatever a future field or a hand-edited row might hold.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text safe in an element and in a quoted attribute value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);

/** Markup already escaped (made by `html`); anything else put into a template is text. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Markup | string | number | null | undefined | false | readonly Part[];

function part(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  return escapeHtml(String(value));
}

/** A template whose values are escaped; attribute values must be in double quotes. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += part(value) + (strings[i + 1] ?? '');
  });
  return new Markup(out);
}

export const EMPTY = new Markup('');

/**
 * An address fit for `href`, or null: `https://` or `http://` with a host, a path on this site
 * (`/…` but not `//…`), or an anchor on this page (`#contact`). Whitespace, control characters and backslashes are
 * refused outright, since browsers strip or reinterpret them (`java\tscript:`, `/\evil.example`).
 */
export function safeHref(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\s\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (value.startsWith('#')) return /^#[\w-]+$/.test(value) ? value : null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? value : null;
  } catch {
    return null;
  }
}

/** A `tel:` address for a number a person would dial (digits, spaces, hyphens, a leading +), or null. */
export function telHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^\+?[\d\s-]+$/.test(value)) return null;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.replace('+', '').length < 5 || digits.replace('+', '').length > 15) return null;
  // The contract's mobile numbers are ten digits from 6 to 9: India's country code makes them dialable abroad.
  return /^[6-9]\d{9}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}

/** A `mailto:` address for one plain email ID, or null. */
export function mailHref(raw: string): string | null {
  const value = raw.trim();
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(value) ? `mailto:${value}` : null;
}

/** A comma-separated list as the contract's phone and email fields hold it. */
export const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A link when the address is safe, else the words alone (a bad address must not hide the text). */
export function linkOrText(href: string | null | undefined, label: Markup | string, className = ''): Markup {
  const safe = safeHref(href);
  if (!safe) return className ? html`<span class="${className}">${label}</span>` : html`<span>${label}</span>`;
  return className ? html`<a href="${safe}" class="${className}">${label}</a>` : html`<a href="${safe}">${label}</a>`;
}
