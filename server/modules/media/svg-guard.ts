/**
 * An uploaded SVG is kept as sent (it is a vector: re-encoding would lose it), so one that could
 * act when opened is refused instead (docs/spec-notes.md, 'Faults and hostile inputs'). Served media also carry a
 * sandboxing CSP and `nosniff` (plugins/static.ts), but a file that is refused cannot be opened anywhere else either
 * (a download, an <object>, another origin). A plain logo (shapes, gradients named by `#id`, inline style) passes;
 * anything below is refused, erring on the side of refusing:
 * - a script element, with or without a namespace prefix (`<svg:script>`);
 * - an event handler attribute (`onload=`, also after a slash: `<svg/onload=…>`);
 * - embedded HTML (`foreignObject`, iframe, embed, object);
 * - a link or reference leaving the file: `href`/`xlink:href` not starting with `#`, CSS
 *   `url(…)` not starting with `#`, `@import`, `javascript:` anywhere;
 * - an animation that sets a link (`attributeName="href"`), the classic way round a href check;
 * - a DOCTYPE, which is where entities (external files, billion laughs) are declared.
 */

const ACTIVE: RegExp[] = [
  /<\s*([\w.-]+:)?script\b/i,
  /[\s/"'](on[a-z]+)\s*=/i,
  /<\s*([\w.-]+:)?(foreignObject|iframe|embed|object)\b/i,
  /\b(xlink:)?href\s*=\s*(?!["']?\s*#)/i,
  /url\(\s*(?!["']?\s*#)/i,
  /@import/i,
  /javascript\s*:/i,
  /attributeName\s*=\s*["']?\s*(xlink:)?href/i,
  /<!DOCTYPE/i,
  /<!ENTITY/i,
];

/**
 * True when the SVG has none of the active content above. The whole file is read as UTF-8 (it has
 * already passed the size rule); character references in it (`&#106;avascript:`) are decoded
 * first, so they cannot hide a word from the checks.
 */
export function isInertSvg(bytes: Buffer): boolean {
  const text = bytes
    .toString('utf8')
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)));
  return !ACTIVE.some((pattern) => pattern.test(text));
}
