/**
 * The institution's name as a post's screens show it: Kannada where Kannada is chosen and the
 * institution has a Kannada name, English otherwise, capitalised word by word (docs/product.md, 'Screens and routes')
 * through the one helper every screen uses (lib/names.ts).
 */
import { useT } from '@/i18n';
import { institutionName } from '@/lib/names';
import type { Tweet } from '@common/contract/answers/tweets';

export function useTweetName(tweet: Pick<Tweet, 'organization'>): string {
  return institutionName(tweet.organization.name, useT().lang);
}
