/**
 * The text of a meal post on X: the institution's name, the meal and the date in English and
 * Kannada, the warden's description, and the audit's hashtag. It is measured as X measures it
 * (twitter-text's weighted length: most Kannada letters weigh 1, emoji 2, at most 280), and only
 * the description is shortened to fit; the meal and date never are, so a repeated post is caught
 * by X's duplicate check. The text carries no link (a post with a URL costs more on X's API), so
 * links in a description are dropped.
 */
import twitterText from 'twitter-text';
import { MEAL_NAMES } from '@common/meal-names.ts';
import { capitalizeWords } from '@common/names.ts';
import { istInstant, type Meal } from '@common/schedule.ts';
import { X_HASHTAG } from '@common/x-publishing.ts';

export const X_TEXT_MAX = 280;
const ELLIPSIS = '…';

const EN_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const KN_DATE = new Intl.DateTimeFormat('kn-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

export interface PostTextInput {
  name: { en: string; kn: string };
  meal: Meal;
  /** YYYY-MM-DD, Asia/Kolkata. */
  day: string;
  description: string;
}

export const weightedLength = (text: string): number => twitterText.parseTweet(text).weightedLength;

/** The description without links, on as few lines as it had, trimmed. */
function withoutLinks(text: string): string {
  let out = text;
  for (const { indices } of [...twitterText.extractUrlsWithIndices(text)].reverse())
    out = out.slice(0, indices[0]) + out.slice(indices[1]);
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts text by whole code points until `fits` holds, ending it with an ellipsis. */
function shorten(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const points = Array.from(text);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(points.slice(0, mid).join('').trimEnd() + ELLIPSIS)) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : points.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

export function postText(input: PostTextInput): string {
  const date = istInstant(input.day, 12 * 60);
  const meal = MEAL_NAMES[input.meal];
  const en = capitalizeWords(input.name.en.trim());
  const kn = input.name.kn.trim();
  const head = [
    kn && kn !== en ? `${en} | ${kn}` : en,
    `${meal.en}, ${EN_DATE.format(date)}`,
    `${meal.kn}, ${KN_DATE.format(date)}`,
  ];
  const build = (name: string, description: string) =>
    [name, ...head.slice(1), ...(description ? [description] : []), X_HASHTAG].join('\n');
  const fits = (text: string) => weightedLength(text) <= X_TEXT_MAX;
  // An institution's name that alone would not leave room for the meal and date is cut too.
  const name = shorten(head[0]!, (candidate) => fits(build(candidate, '')));
  const description = shorten(withoutLinks(input.description), (candidate) => fits(build(name, candidate)));
  return build(name, description);
}
