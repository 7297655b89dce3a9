/**
 * Answer messages of the supervisors' console (accounts, institutions, schedule, statistics) where
 * the contract (docs/product.md, 'Errors') has none. Kept apart from `messages.ts` so the contract texts stay in one
 * place and these can be translated on screen like any other server message.
 */
export const CONSOLE_MSG = {
  accountsReceived: 'Accounts successfully received.',
  accountReceived: 'Account successfully received.',
  accountDisabled: 'Account successfully disabled.',
  accountEnabled: 'Account successfully enabled.',
  districtsSet: 'Districts successfully updated.',
  directorChecked: 'Director check done.',
  cannotManageSelf: 'You cannot do this to your own account.',
  emailTaken: 'An account with this Email ID already exists.',
  notADirector: 'Districts are given only to a deputy director.',
  institutionsReceived: 'Institutions successfully received.',
  institutionReceived: 'Institution successfully received.',
  institutionUpdated: 'Institution successfully updated.',
  institutionDeleted: 'Institution successfully deleted.',
  institutionDuplicate: 'An institution of this name already exists in this taluk.',
  wardenAssigned: 'Warden successfully assigned.',
  wardenUnassigned: 'Warden successfully removed from the institution.',
  notAWarden: 'Only an active warden can be assigned to an institution.',
  holidaysReceived: 'Holidays successfully received.',
  scheduleReceived: 'Posting schedule successfully received.',
  scheduleSaved: 'Posting schedule saved. It applies from tomorrow.',
  lookupReceived: 'Look-up successfully received.',
} as const;
