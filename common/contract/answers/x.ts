/**
 * Answers about X (docs/spec-notes.md, 'Publishing to X'): an institution's account as answers show it (never a
 * token), a post's publication, the authorize address a connect answers, and the outcome of disconnect and retry.
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

export const xDisconnectedSchema = z.object({ id: z.number().int(), disconnected: z.literal(true) });
export const xRequeuedSchema = z.object({ id: z.number().int(), status: z.literal('QUEUED') });

/** The admin home's card: today's posts by where they are on the way to X, and the app's quota. */
export const xTodaySchema = z
  .object({
    enabled: z.boolean().meta({ description: 'false: X_CLIENT_ID and X_CLIENT_SECRET are not set on this server' }),
    day: z.string().meta({ description: 'Today in Asia/Kolkata, YYYY-MM-DD' }),
    published: z.number().int(),
    waiting: z.number().int().meta({ description: 'QUEUED, PUBLISHING, RETRYING or UNKNOWN' }),
    needs_reconnect: z.number().int(),
    gave_up: z.number().int(),
    not_connected: z.number().int().meta({ description: 'posts of institutions that had no X account' }),
    app: z.object({
      paused_until: isoTime.nullable().meta({ description: 'set while X said the app quota is spent' }),
      pause_reason: z.string().nullable(),
      remaining: z.number().int().nullable().meta({ description: "X's last x-app-limit-24hour-remaining" }),
      reset_at: isoTime.nullable(),
    }),
  })
  .meta({ id: 'XToday' });
export type XToday = z.output<typeof xTodaySchema>;
