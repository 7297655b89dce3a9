/**
 * Answers about X (issue 12): an institution's account as answers show it (never a token), a
 * post's publication, the authorize address a connect answers, and the outcome of disconnect and
 * retry.
 */
import { z } from 'zod';
import { X_ACCOUNT_STATUSES, X_POST_STATUSES } from '../../x-publishing.ts';
import { isoTime } from '../shared.ts';

export const xAccountSchema = z
  .object({
    status: z.enum(X_ACCOUNT_STATUSES),
    username: z.string().nullable(),
    connected_at: isoTime.nullable(),
  })
  .meta({ id: 'XAccount' });
export type XAccount = z.output<typeof xAccountSchema>;

export const xPublicationSchema = z
  .object({
    status: z.enum(X_POST_STATUSES),
    tweet_id: z.string().nullable(),
    url: z.string().nullable().meta({ description: 'https://x.com/{username}/status/{tweet_id}, once published' }),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    published_at: isoTime.nullable(),
  })
  .meta({ id: 'XPublication' });
export type XPublication = z.output<typeof xPublicationSchema>;

export const xConnectSchema = z.object({
  authorize_url: z.string().meta({ description: "X's authorize address with state and PKCE challenge" }),
});
export type XConnect = z.output<typeof xConnectSchema>;

export const xDisconnectedSchema = z.object({ id: z.number().int(), disconnected: z.literal(true) });
export const xRequeuedSchema = z.object({ id: z.number().int(), status: z.literal('QUEUED') });
