/**
 * What one publishing turn (x-publish-step.ts) and settling (x-settle.ts) read and write: the post's
 * text and photos, the queue row, and the account's tokens. The turn takes them through its deps,
 * with these real functions as the default, so its rules (give up, retry, reconnect, settle a lost
 * answer) get unit tests with an in-memory store and a fake X client, without a database
 * (x-publish-step.test.ts; docs/architecture.md, 'Repositories and table families').
 */
import { postForText, postPhotos, updateClaimed } from './x-publications.repository.ts';
import { tokenReplaced, usableAccount } from './x-tokens.ts';

/** The store as the turn sees it. */
export interface PublishStore {
  postForText: typeof postForText;
  postPhotos: typeof postPhotos;
  updateClaimed: typeof updateClaimed;
  usableAccount: typeof usableAccount;
  tokenReplaced: typeof tokenReplaced;
}

/** The database and the account's sealed tokens. */
export const PUBLISH_STORE: PublishStore = { postForText, postPhotos, updateClaimed, usableAccount, tokenReplaced };
