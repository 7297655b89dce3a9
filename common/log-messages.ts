/**
 * The API's texts about the public log (docs/log.md): the answer of a post's log proof, and the
 * refusal when the post is unknown or not yet in a signed checkpoint.
 */
export const LOG_MSG = {
  proofReceived: 'Log proof received.',
  notLogged: 'This post is not in the public log yet.',
} as const;
