/**
 * Texts of the website's sections and their review (docs/spec-notes.md, 'The website's content and its review'),
 * where the contract (docs/product.md, 'Validation rules') says the field messages are 'not shown': written once
 * here, matched by the PWA's catalogue, answered by the API. No zod here, so the console's catalogue can import them
 * without it.
 */
export const SITE_MSG = {
  // Field checks (common/site/site-fields.ts).
  required: 'This field is required.',
  tooShort: 'Use at least {min} characters.',
  tooLong: 'Use at most {max} characters.',
  alphaNumeric: 'Use letters, digits, hyphens and spaces only.',
  sentence: 'Use letters, digits, spaces and sentence punctuation ( . , \' " ? ! : ; ( ) / & – — ₹ ) only.',
  url: 'Enter a web address starting with https://, http:// or /.',
  phones: 'Enter 10-digit phone numbers starting with 6 to 9, separated by commas.',
  emails: 'Enter valid email IDs, separated by commas.',
  year: 'Enter a year of four digits.',
  count: 'Enter a number, such as 1,200 or 500+.',
  choosePage: 'Select Page',
  chooseImage: 'Choose an image from the media library.',
  imageMissing: 'This image is no longer in the media library.',
  notAnImage: 'Choose an image, not another kind of file.',
  tooManyItems: 'At most {max} items.',
  oneItem: 'This section holds exactly one item.',
  // Review (common/site/site-review.ts).
  sectionsReceived: 'Sections successfully recieved.',
  draftSaved: 'Draft saved.',
  staleDraft: 'Someone else saved this section after you opened it. Reload it to see their changes.',
  noDraft: 'This section has no open draft.',
  notEditable: 'This draft is {state} and cannot be changed now.',
  wrongStep: 'This draft is {state}; that step is not possible now.',
  notYourStep: 'This draft is {state}; it is not waiting for your role.',
  authorApproves: 'You cannot approve a draft you wrote or edited. Another approver must approve it.',
  onlyAuthor: 'Only the author of this draft can withdraw it.',
  reasonRequired: 'Give a reason for sending it back.',
  restoreBusy: 'This section has a draft in review. Withdraw it or finish the review before restoring.',
  versionNotFound: 'This version does not exist.',
  submitted: 'Sent for review.',
  forwarded: 'Sent for approval.',
  approved: 'Published.',
  rejected: 'Sent back to the author.',
  withdrawn: 'Withdrawn to draft.',
  restored: 'Restored as a new draft.',
  inboxReceived: 'Inbox successfully recieved.',
  siteReceived: 'Site successfully recieved.',
} as const;

/** Texts of the media library beyond the contract's (docs/spec-notes.md, 'The website's content and its review'). */
export const LIBRARY_MSG = {
  folderName: 'Use letters, digits, spaces and hyphens only.',
  folderTooLong: 'Use at most 35 characters.',
  folderTaken: 'A folder with this name is already here.',
  folderNotFound: 'Folder not found.',
  folderNotEmpty: 'This folder is not empty. Move or delete what is in it first.',
  folderLoop: 'A folder cannot be moved inside itself.',
  folderCreated: 'Folder created.',
  folderUpdated: 'Folder updated.',
  folderDeleted: 'Folder deleted.',
  foldersReceived: 'Folders successfully recieved.',
  mediaUpdated: 'File updated.',
  mediaReplaced: 'File replaced. Its address stays the same.',
  mediaDeleted: 'File deleted.',
  mediaInUse: 'This file is used by the website and cannot be deleted.',
  replaceType: 'A file can only be replaced by one of the same kind ({type}).',
  usageReceived: 'Usage successfully recieved.',
} as const;
