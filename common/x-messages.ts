/**
 * Messages of connecting institutions to X and of publishing (docs/spec-notes.md, 'Publishing to X'), free of zod so
 * the PWA's catalogue translates them (src/i18n/console-messages-kn.ts gives the Kannada).
 */
export const X_MSG = {
  connectReady: 'Sign in to X to connect this institution.',
  disconnected: 'The X account was disconnected.',
  publishingOff: 'Publishing to X is not set up on this installation.',
  badState: 'This X sign-in link is not valid any more. Please start again from the institution.',
  requeued: 'The post is queued for X again.',
  notGaveUp: 'Only a post that X gave up on can be sent again.',
} as const;
