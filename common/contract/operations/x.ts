/**
 * Publishing to X (docs/spec-notes.md, 'Publishing to X'): connecting an institution to its X account with OAuth 2.0
 * (the connect call answers X's authorize address; X sends the browser back to the callback, whose single-use state
 * is its proof, so it needs no token), disconnecting it, putting a post X gave up on back in the queue, and today's
 * publishing for the admin home.
 */
import { z } from 'zod';
import { X_MSG } from '../../x-messages.ts';
import { answer, operation } from '../operation.ts';
import { idParam } from '../requests.ts';
import { MSG } from '../../messages.ts';
import { xConnectSchema, xDisconnectedSchema, xRequeuedSchema, xTodaySchema } from '../answers/x.ts';

const tag = 'X publishing';
const text = (max: number) => z.string().max(max).optional();

export const xOps = {
  connect: operation({
    id: 'connectInstitutionX',
    method: 'POST',
    path: '/organization/{id}/x/connect',
    tag,
    summary: "Starts connecting an institution to its X account: answers X's authorize address",
    description:
      'The address carries a state that is single-use, expires after 10 minutes and is bound to the institution and the caller, and a PKCE S256 challenge.',
    access: 'x.connect',
    params: idParam('organization'),
    answers: { 200: answer(X_MSG.connectReady, xConnectSchema) },
    errors: [404, 409],
  }),
  callback: operation({
    id: 'xCallback',
    method: 'GET',
    path: '/x/callback',
    tag,
    summary: 'Where X sends the browser back: stores the account and redirects to the console',
    description:
      'Exchanges the code, reads the X user, stores the tokens sealed, and answers 302 to `/x/connected?organization={id}&x=connected|cancelled|failed`. A wrong, reused or expired state answers 400 and stores nothing.',
    access: 'public',
    query: z.object({ code: text(2000), state: text(200), error: text(200), error_description: text(2000) }),
    produces: 'redirect',
    answers: { 302: answer('Found', z.string()) },
    errors: [409],
  }),
  disconnect: operation({
    id: 'disconnectInstitutionX',
    method: 'DELETE',
    path: '/organization/{id}/x',
    tag,
    summary: "Forgets an institution's X account (and revokes the grant at X, best effort)",
    description:
      'Disconnecting an institution that has no X account answers the same: there is nothing left to forget.',
    access: 'x.connect',
    params: idParam('organization'),
    answers: { 200: answer(X_MSG.disconnected, xDisconnectedSchema) },
    errors: [404],
  }),
  retry: operation({
    id: 'retryTweetOnX',
    method: 'POST',
    path: '/tweet/{id}/x/retry',
    tag,
    summary: 'Puts a post X gave up on back in the queue',
    access: 'x.retry',
    params: idParam('tweet'),
    answers: { 200: answer(X_MSG.requeued, xRequeuedSchema) },
    errors: [404, 409],
  }),
  today: operation({
    id: 'xPublishingToday',
    method: 'GET',
    path: '/stat/x-publishing',
    tag,
    summary: "Today's posts on their way to X, and the app's quota",
    description:
      'Counts of the posts of today (Asia/Kolkata) by publication state, and whether X paused the whole app. `enabled` is false when this server has no X app configured.',
    access: 'stats.admin',
    answers: { 200: answer(MSG.statsReceived, xTodaySchema) },
  }),
} as const;
