/**
 * Turns a table of contract texts (common/messages.ts MSG, common/validation.ts VMSG) into
 * catalogue entries under a prefix ('msg.invalidOtp'), so the English catalogue reuses the exact
 * contract text instead of retyping it, and the Kannada catalogue must translate every one of them.
 */
export type Prefixed<P extends string, T extends Record<string, string>> = {
  readonly [K in keyof T & string as `${P}.${K}`]: string;
};

export function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T): Prefixed<P, T> {
  const entries = Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text] as const);
  return Object.fromEntries(entries) as Prefixed<P, T>;
}

/** Placeholder names of a template such as 'Try again after {minutes} minutes.'. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * A matcher for a template with placeholders: the server sends the filled text, so the catalogue
 * recognises it by shape and pulls the values back out to fill the translated template.
 */
export function templateMatcher(template: string): ((text: string) => Record<string, string> | null) | null {
  const names = placeholders(template);
  if (names.length === 0) return null;
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  const re = new RegExp(`^${pattern}$`);
  return (text) => {
    const match = re.exec(text);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
  };
}
