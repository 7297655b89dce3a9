/**
 * Date formats of the contract (docs/product.md, 'Limits'), always shown in Asia/Kolkata, through dayjs.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(utc);
dayjs.extend(advancedFormat);

export const TWEET_DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss A';
const IST_OFFSET_MINUTES = 330;

export function formatIst(at: Date | string | number, format: string = TWEET_DATE_FORMAT): string {
  return dayjs(at).utcOffset(IST_OFFSET_MINUTES).format(format);
}
