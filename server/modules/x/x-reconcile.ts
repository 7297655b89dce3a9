/**
 * Whether a post listed on the account is the one we sent. X answers a post's text as it shows it:
 * `&`, `<` and `>` escaped as HTML entities, and a t.co link to the photos appended. Our texts are
 * unique per institution, meal and day, so the same text once normalised is the same post.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function normalisedText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/https:\/\/t\.co\/\w+/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

export const samePostText = (listed: string, ours: string): boolean => normalisedText(listed) === normalisedText(ours);
