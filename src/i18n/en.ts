/**
 * English catalogue: the source of every user-facing string of the PWA. Texts quoted by the contract
 * (titles, labels, toasts) are contract texts and must stay letter for letter, lower case included
 * (docs/product.md, 'Texts').
 * Server and validation messages come straight from common/ under the 'msg.' and 'vmsg.' prefixes.
 */
import { MSG } from '@common/messages';
import { VMSG } from '@common/validation-messages';
import { TWEET_MSG } from '@common/tweet-messages';
import { UPLOAD_MSG } from '@common/uploads';
import { DAMAGED_MESSAGE } from '@/offline/outbox-types';
import { prefixed } from './contract-keys';
import { publicLogEn } from './public-log-en';
import { faceRemovalEn } from './face-removal-en';
import { postReviewEn } from './post-review-en';
import { reviewNavEn } from './review-nav-en';
import { draftsEn } from './drafts-en';
import type { contentEn } from './content-en';
import type { libraryEn } from './library-en';
import type { chartsEn } from './charts-en';
import type { helpEn } from './help-en';
import type { reviewEn } from './review-en';
import type { adminConsoleEn } from './admin-console-en';
import type { signedInEn } from './signed-in-en';
import type { authFlowEn } from './auth-flow-en';

const screens = {
  'app.name': 'Hostel Meals',
  'app.tagline': 'Karnataka',
  'app.emblemAlt': 'Department seal',
  'app.logoAlt': 'Hostel Meals logo',
  'lang.label': 'Language',
  'lang.name.en': 'English',
  'lang.name.kn': 'ಕನ್ನಡ',
  'common.loading': 'Loading…',
  'common.back': 'Back',
  'common.close': 'Dismiss',
  'common.notice': 'Notice',

  'signIn.title': 'Sign In',
  'signIn.description': 'Use the email ID and password given to you by your department.',
  'signIn.email': 'Email ID',
  'signIn.emailPlaceholder': 'name@example.org',
  'signIn.password': 'Password',
  'signIn.passwordPlaceholder': 'Enter your password',
  'signIn.remember': 'Remember me',
  'signIn.forgot': 'Forgot password?',
  'signIn.submit': 'Sign In',
  'signIn.submitting': 'Signing in…',
  'signIn.help': 'Trouble signing in? Contact your district office.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'toast.welcome': 'Welcome! You are successfully logged in.',
  'session.ended': 'Your session has ended. Please sign in again.',
  'error.network': 'No internet connection. Please check your network and try again.',

  'otp.emailTitle': 'Validate Email ID (OTP)',
  'otp.phoneTitle': 'Validate Phone No. (OTP)',
  'otp.emailDescription': 'We have sent a 6-digit code to {target}. Enter it below to continue.',
  'otp.phoneDescription': 'We have sent a 6-digit code by SMS to {target}. Enter it below to continue.',
  'otp.emailFallbackTarget': 'your email ID',
  'otp.phoneFallbackTarget': 'your registered phone',
  'otp.label': 'OTP',
  'otp.hint': 'The code is valid for 10 minutes.',
  'otp.submit': 'Validate',
  'otp.submitting': 'Validating…',
  'otp.didNotGet': "Didn't get the code?",
  'otp.resend': 'Resend OTP',
  'otp.resendIn': 'Resend OTP in {seconds} s',
  'otp.resending': 'Resending OTP...',
  'otp.resent': 'OTP Resent Successfully!',
  'otp.otherAccount': 'Use another account',
  'otp.signedInAs': 'Signed in as {email}',

  'forgot.title': 'Forgot Password',
  'forgot.description': 'Enter the email ID of your account to ask for a password reset.',
  'forgot.submit': 'Continue',
  'forgot.backToSignIn': 'Back to Sign In',
  'expired.title': 'OTP Expired',
  'expired.description': 'The OTP is valid for 24 hours only. Please send a new password reset request.',
  'changed.title': 'Password Changed!',
  'changed.description': 'Your password has been changed successfully. Sign in again with your new password.',
  'changed.continue': 'Continue Sign in',

  'notFound.title': 'Page not found',
  'notFound.description': "This page doesn't exist, or your account can't open it.",
  'notFound.roleSoon': 'The screens for your role are not available in this app yet.',
  'notFound.home': 'Go to home',
  'notFound.signIn': 'Go to Sign In',
  'notFound.signOut': 'Sign out',

  'footer.videos': 'watch support videos',
  'footer.docs': 'read documentation',
  'footer.copyright': '© 2025 Hostel Meals',
  'footer.version': 'CMS v1',
  'footer.poweredBy': 'Powered by',
  'addTweet.title': 'Create Tweet',
  'compose.heading': 'add new tweet',
  'compose.country': 'country: India',
  'compose.institution': 'Institution',
  'compose.meal': 'Meal',
  'compose.meal.BREAKFAST': 'Breakfast',
  'compose.meal.LUNCH': 'Lunch',
  'compose.meal.DINNER': 'Dinner',
  'compose.meal.due': 'by {time}',
  'compose.meal.opens': 'opens at {time}',
  'compose.holidayBadge': 'On holiday today',
  'compose.holiday.day': 'Holiday on {day}',
  'compose.holiday.dates': 'Holiday from {from} to {to}',
  'compose.holiday.officers':
    'Only the DD/JD officers of {district} district can revoke this holiday. If your hostel is open today, ask them to revoke it, then post.',
  'compose.description': 'Description',
  'compose.descriptionPlaceholder': 'What was served? e.g. rice, sambar, palya and curd',
  'compose.photos': 'Photos',
  'compose.photosHint': 'Each photo is stamped with the institution, meal, date and time.',
  'compose.location.found': 'Your location is added too (within {metres} m).',
  'compose.location.asking': 'Finding your location…',
  'compose.location.off': 'Location is off, so no GPS position is added.',
  'compose.slot.1': 'menu chart',
  'compose.slot.2': 'plate with food',
  'compose.slot.3': 'kitchen',
  'compose.slot.4': 'children having meals',
  'compose.photo.required': 'Required',
  'compose.photo.optional': 'Optional',
  'compose.photo.camera': 'Camera',
  'compose.photo.gallery': 'Gallery',
  'compose.photo.cameraFor': 'Take a photo: {slot}',
  'compose.photo.galleryFor': 'Choose from gallery: {slot}',
  'compose.photo.crop': 'Crop',
  'compose.photo.cropFor': 'Crop again: {slot}',
  'compose.photo.remove': 'Remove',
  'compose.photo.removeFor': 'Remove photo: {slot}',
  'compose.crop.title': 'Crop Image',
  'compose.crop.area': 'Photo to crop',
  'compose.crop.zoom': 'Zoom',
  'compose.crop.rotateLeft': 'Rotate left',
  'compose.crop.rotateRight': 'Rotate right',
  'compose.crop.keysHint':
    'Drag the photo to move it. Arrow keys move the crop box: with Shift by 10 px, with Ctrl or Cmd by 100 px.',
  'compose.crop.cancel': 'Cancel',
  'compose.crop.confirm': 'Confirm',
  'compose.submit': 'Submit',
  'compose.saving': 'Saving…',
  'compose.cancel': 'Cancel',
  'compose.retry': 'Try again',
  'compose.loadFailed': 'Your institutions could not be loaded. Check the network and try again.',
  'compose.noInstitutions': 'No institution is assigned to you yet. Please contact your district office.',
  'compose.offlineList': 'No network: showing the institutions saved on this phone.',
  'compose.saveFailed': 'The post could not be saved on this phone. Please try again.',
  'compose.saved.sending': 'Post saved on this phone and being sent.',
  'compose.saved.offline': 'Post saved on this phone. It will be sent when the network returns.',
  'outbox.sent': '{meal} post for {institution} sent: {status}.',
  'outbox.failed': '{meal} post for {institution} was not accepted: {message}',
  'outbox.title': 'Outbox',
  'outbox.link': 'Outbox',
  'outbox.linkCount': 'Outbox: {count} not sent',
  'outbox.intro': 'Posts saved on this phone. Each is sent once, and judged by the time you pressed Submit.',
  'outbox.empty': 'Nothing is waiting. Posts you submit stay here until the server has them.',
  'outbox.sendNow': 'Send now',
  'outbox.export': 'Export unsent',
  'outbox.exportNone': 'There is nothing unsent to export.',
  'outbox.section.unsent': 'Not sent yet',
  'outbox.section.sent': 'Sent (receipts kept 30 days)',
  'outbox.state.draft': 'Draft',
  'outbox.state.queued': 'Waiting to send',
  'outbox.state.sending': 'Sending…',
  'outbox.state.sent': 'Sent',
  'outbox.state.failed': 'Not accepted',
  'outbox.state.signin': 'Sign in to send',
  'outbox.submittedAt': 'Submitted {time}',
  'outbox.attempts': 'Attempts: {count}',
  'outbox.nextTry': 'Next try at {time}',
  'outbox.lastError': 'Last error: {message}',
  'outbox.verdict': 'Server verdict:',
  'outbox.receivedAt': 'Received {time}',
  'outbox.clockSuspect': "The server doubted this phone's clock for this post.",
  'outbox.photoAlt': 'Photo {slot} of the {meal} post',
  'outbox.edit': 'Edit',
  'outbox.delete': 'Delete',
  'outbox.cancel': 'Cancel',
  'outbox.deleteTitle': 'Delete this post?',
  'outbox.deleteBody':
    'The {meal} post for {institution} has not reached the server. Deleting it removes it from this phone for good.',
  'outbox.deleteReceiptBody': 'This removes the receipt from this phone. The post stays on the server.',
  'outbox.deleteConfirm': 'Delete post',
  'outbox.deleted': 'Post deleted from this phone.',
  'outbox.damaged.title': 'A post that cannot be read',
  'outbox.damaged.body': DAMAGED_MESSAGE,
  'outbox.damaged.export': 'Export this post',
  'outbox.deleteDamagedBody': 'This post could not be read. Deleting it removes it from this phone for good.',
  'outbox.editTitle': 'Edit post',
  'outbox.editHint':
    'The photos carry the institution, meal and Submit time stamped on them, so only the description can change. To post for another meal, delete this one and make a new post.',
  'outbox.editSave': 'Save and send',
  'outbox.persistRefused':
    'This phone did not grant permanent storage: if space runs very low it may clear saved posts. Send or export them soon.',
  'outbox.storage': 'Storage used by this app: {usage} of {quota} available',
  'outbox.offlineBanner': 'You are offline. Posts are saved on this phone and sent when the network returns.',
  'outbox.signOutTitle': 'Posts not sent yet',
  'outbox.signOutBody':
    '{count} post(s) on this phone have not reached the server. They stay here and are sent when you sign in again with this account.',
  'outbox.signOutConfirm': 'Sign out anyway',
  'outbox.signOutOpen': 'Open outbox',

  'update.available': 'A new version is available',
  'update.reload': 'Reload',
  'update.later': 'Later',

  // Warden read screens: home cards and recent table, tweet list, status lists, details.
  // Quoted contract texts: card labels, 'In This Month', 'recent Tweets', 'see all recent Tweets',
  // column names, page titles, 'Home Page', 'Tweets Details', status labels, 'no data found!',
  // Previous, Next.
  'tweets.stats.title': 'Your institutions this month',
  'tweets.stats.onTime': 'Posted On Time',
  'tweets.stats.delayed': 'Post Delayed',
  'tweets.stats.afterDeadline': 'Posted After Deadline',
  'tweets.stats.notPosted': 'Not Posted',
  'tweets.stats.inThisMonth': 'In This Month',
  'tweets.stats.loadFailed': 'The counts for this month could not be loaded.',
  'tweets.recent.title': 'recent Tweets',
  'tweets.recent.add': 'Post Tweet',
  'tweets.recent.seeAll': 'see all recent Tweets',
  'tweets.recent.emptyHint': 'Your posts will appear here once you post a tweet.',
  'tweets.col.organization': 'Organization',
  'tweets.col.taluk': 'Taluk',
  'tweets.col.postedOn': 'Posted On',
  'tweets.col.status': 'Status',
  'tweets.col.tweet': 'Tweet',
  'tweets.col.actions': 'Actions',
  'tweets.col.description': 'Description',
  'tweets.col.place': 'District / Taluk',
  'tweets.view': 'View details',
  'tweets.viewOf': 'View details of {name}, {date}',
  'tweets.status.onTime': 'On Time',
  'tweets.status.delayed': 'Delayed',
  'tweets.status.notConsidered': 'Not Considered',
  'tweets.status.afterDeadline': 'After Deadline',
  'tweets.status.notPosted': 'Not Posted',
  'tweets.meal.BREAKFAST': 'Breakfast',
  'tweets.meal.LUNCH': 'Lunch',
  'tweets.meal.DINNER': 'Dinner',
  'tweets.loadFailed': 'The tweets could not be loaded.',
  'tweets.homePage': 'Home Page',
  'tweets.list.title': 'Tweets',
  'tweets.list.description': 'List of All Tweets.',
  'tweets.list.emptyHint': 'Tweets posted for your institutions will be listed here.',
  'tweets.onTime.title': 'Posted on time tweets',
  'tweets.onTime.description': 'List of All Posts made on time.',
  'tweets.onTime.emptyHint': 'No post of your institutions was made on time yet.',
  'tweets.delayed.title': 'Posts Delayed',
  'tweets.delayed.description': 'List of All Posts made after the due time.',
  'tweets.delayed.emptyHint': 'None of your posts was delayed.',
  'tweets.afterDeadline.title': 'Posts After Deadline',
  'tweets.afterDeadline.description': 'List of All Posts after deadline.',
  'tweets.afterDeadline.emptyHint': 'None of your posts came after the deadline.',
  'tweets.details.title': 'Tweets Details',
  'tweets.details.entity': 'Entity name',
  'tweets.details.district': 'District',
  'tweets.details.meal': 'Meal',
  'tweets.details.submittedAt': 'Submitted at',
  'tweets.details.receivedAt': 'Received at',
  'tweets.details.clockSuspect':
    "The phone's clock did not match the server's when this post arrived, so its status was judged from the time it was received.",
  'tweets.details.photos': 'Photos',
  'tweets.details.image': 'Image {n}',
  'tweets.details.openImage': 'Open Image {n} in full size',
  'tweets.details.noImage': 'No photo added',
  'tweets.details.imageFailed': 'The photo could not be loaded',
  'tweets.details.fileName': 'File name',
  'tweets.details.extension': 'Extension',
  'tweets.details.size': 'Size',
  'tweets.details.loadFailed': 'This tweet could not be loaded.',
  'tweets.details.notFound': 'This tweet was not found.',
  'tweets.details.notFoundHint': 'It may belong to another institution, or the link is wrong.',
  'tweets.details.toList': 'All Tweets',
  'list.empty': 'no data found!',
  'list.retry': 'Try again',
  'list.range': '{from}–{to} of {total}',
  'list.pager.label': 'Pages',
  'list.pager.previous': 'Previous',
  'list.pager.next': 'Next',
  'list.pager.page': 'Page {page}',
  'list.offline': 'You are offline. This will load by itself when the connection is back.',
} as const;

export const en = {
  ...screens,
  ...prefixed('msg', MSG),
  ...prefixed('vmsg', VMSG),
  ...prefixed('tweetMsg', TWEET_MSG),
  ...prefixed('uploadMsg', UPLOAD_MSG),
  // The public log: a post's entry on its details page ('log.').
  ...publicLogEn,
  ...faceRemovalEn,
  // A supervisor's decision on a post where the post is shown ('postReview.').
  ...postReviewEn,
  // The consoles' 'Review' section and the homes' count of flagged posts ('review.').
  ...reviewNavEn,
  // Drafts kept on the phone and a full phone, in the composer ('drafts.').
  ...draftsEn,
};

/** Ids of the texts every screen may need, loaded with the app (Kannada: with its catalogue). */
export type CoreMessageId = keyof typeof en;
/**
 * Ids of the content console's texts ('content.', 'library.', 'siteMsg.', 'libraryMsg.') and the
 * supervisors' charts ('charts.'), loaded with their routes or components (console-texts.ts) so a
 * warden's phone never downloads them.
 */
export type ConsoleMessageId =
  | keyof typeof contentEn
  | keyof typeof libraryEn
  | keyof typeof chartsEn
  // The help page's, loaded with /help (help-texts.ts).
  | keyof typeof helpEn
  // The review queue's, loaded with its routes (review-texts.ts).
  | keyof typeof reviewEn
  // The admin console's ('adm.'), loaded with the /admin and /dd layouts (console-texts.ts).
  | keyof typeof adminConsoleEn
  // Every signed-in screen's (the consoles, the warden's day, X, holidays, faces), loaded with the
  // signed-in layout routes, and password recovery's and two-factor sign-in's (session-texts.ts).
  | keyof typeof signedInEn
  | keyof typeof authFlowEn;
export type MessageId = CoreMessageId | ConsoleMessageId;
/** A complete core catalogue: every id, no extra ones (object literals reject unknown keys). */
export type Catalogue = Readonly<Record<CoreMessageId, string>>;
