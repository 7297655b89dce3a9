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
import { CONSOLE_MSG } from '@common/console-messages';
import { ACCOUNT_MSG } from '@common/account-messages';
import { ORG_MSG } from '@common/organization-messages';
import { SCHEDULE_MSG } from '@common/schedule-messages';
import { QUERY_MSG } from '@common/query-messages';
import { HOLIDAY_MSG } from '@common/holiday-messages';
import { X_MSG } from '@common/x-messages';
import { DAMAGED_MESSAGE } from '@/offline/outbox-types';
import { prefixed } from './contract-keys';
import { ddConsoleEn } from './dd-console-en';
import { xScreensEn } from './x-screens-en';
import { facesEn } from './faces-en';
import { publicLogEn } from './public-log-en';
import { todayEn } from './today-en';
import { faceRemovalEn } from './face-removal-en';
import { holidaysEn } from './holidays-en';
import { supervisorDayEn } from './supervisor-day-en';
import { postReviewEn } from './post-review-en';
import { reviewNavEn } from './review-nav-en';
import { draftsEn } from './drafts-en';
import type { contentEn } from './content-en';
import type { libraryEn } from './library-en';
import type { chartsEn } from './charts-en';
import type { helpEn } from './help-en';
import type { reviewEn } from './review-en';
import type { adminConsoleEn } from './admin-console-en';

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
  'twoFa.title': 'Enter gAuth OTP',
  'twoFa.description': 'Open your authenticator app and enter the 6-digit code it shows for Hostel Meals.',
  'twoFa.hint': 'The app shows a new code every 30 seconds.',
  'twoFa.useRecovery': 'Use a recovery code instead',
  'twoFa.useApp': 'Use the authenticator app instead',
  'twoFa.recoveryDescription': 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.',
  'twoFa.recoveryLabel': 'Recovery code',
  'twoFa.recoveryPlaceholder': 'xxxxx-xxxxx',
  'twoFa.recoveryHint': 'Each recovery code works only once.',
  'twoFa.scanAgain': 'Scan QR Code Again',
  'twoFa.scanAgainNote':
    'For your safety the QR code is shown only once, when two-factor sign-in is turned on. Enter the code from your authenticator app. If you lost or changed your phone, use a recovery code, or ask a super admin to reset two-factor sign-in; you can then scan a new QR code.',
  'twoFa.alreadyEnabled':
    'Two-factor sign-in is already turned on for this account. Enter the code from your authenticator app.',
  'twoFa.enableTitle': 'Enable 2FA',
  'twoFa.enableDescription':
    'Two-factor sign-in keeps your account safe even if someone learns your password. Scan this QR code with an authenticator app, then tap Continue.',
  'twoFa.qrAlt': 'QR code that adds your Hostel Meals account to an authenticator app',
  'twoFa.qrLoading': 'Preparing your QR code…',
  'twoFa.qrFailed': 'The QR code could not be loaded.',
  'twoFa.retry': 'Try again',
  'twoFa.samePhone': 'Setting up on this phone?',
  'twoFa.openApp': 'Open in authenticator app',
  'twoFa.manualKeyLabel': "Can't scan? Type this key in the app",
  'twoFa.copyKey': 'Copy key',
  'twoFa.copied': 'Copied',
  'twoFa.copyFailed': 'Could not copy. Please select the text and copy it yourself.',
  'twoFa.downloadFailed': 'Could not download the file. Please copy the codes instead.',
  'twoFa.continue': 'Continue',
  'twoFa.stepsTitle': 'How to set it up',
  'twoFa.step1Title': 'Download an authenticator app',
  'twoFa.step1Text':
    'Install Google Authenticator or Microsoft Authenticator from the Google Play Store or the App Store.',
  'twoFa.step2Title': 'Scan the QR code',
  'twoFa.step2Text': 'Open the app and tap the plus (+) icon to scan the QR code.',
  'twoFa.verifyEnableDescription':
    'Enter the 6-digit code your authenticator app now shows for Hostel Meals. This turns on two-factor sign-in for your account.',
  'twoFa.backToQr': 'Back to QR code',
  'twoFa.codesTitle': 'Save your recovery codes',
  'twoFa.codesDescription':
    'If you lose your phone, each of these codes lets you sign in once without the authenticator app.',
  'twoFa.codesListLabel': 'Your {count} recovery codes',
  'twoFa.copyAll': 'Copy all',
  'twoFa.download': 'Download as .txt',
  'twoFa.codesCopied': 'Recovery codes copied.',
  'twoFa.codesOnce': 'These codes are shown only now. Keep them somewhere safe, away from your phone.',
  'twoFa.codesSaved': 'I have saved them — Continue',
  'twoFa.codesFileHeader': 'Hostel Meals recovery codes for {email}',
  'twoFa.codesFileNote': 'Each code can be used once, in place of the code from your authenticator app.',

  'forgot.title': 'Forgot Password',
  'forgot.description': 'Enter the email ID of your account to ask for a password reset.',
  'forgot.submit': 'Continue',
  'forgot.backToSignIn': 'Back to Sign In',
  'expired.title': 'OTP Expired',
  'expired.description': 'The OTP is valid for 24 hours only. Please send a new password reset request.',
  'changed.title': 'Password Changed!',
  'changed.description': 'Your password has been changed successfully. Sign in again with your new password.',
  'changed.continue': 'Continue Sign in',

  // Password recovery steps. Quoted contract texts: titles, status labels, 'Something Went Wrong…'.
  'recovery.sending': 'Sending request…',
  'recovery.howItWorks': 'An admin approves your request, then you get an OTP by email to set a new password.',
  'recovery.continue': 'Continue',
  'recovery.checkStatus': 'Check Status',
  'recovery.withdraw': 'Withdraw',
  'recovery.withdrawing': 'Withdrawing…',
  'recovery.newRequest': 'Send a new request',
  'recovery.somethingWrong': 'Something Went Wrong. Try Again Later.',
  'recovery.tryLater.title': 'Try Again Later!',
  'recovery.tryLater.description':
    'Your last password reset request was rejected. A new request can be made 24 hours after the rejection.',
  'recovery.tryLater.hours': '{hours} hours remaining',
  'recovery.tryLater.lastHour': 'Less than an hour remaining',
  'recovery.tryLater.ready': 'You can send a new request now.',
  'recovery.tryLater.help': 'If it is urgent, contact your district office or your admin.',
  'recovery.holdOn.title': 'Hold On!',
  'recovery.holdOn.description': 'A password reset request for {email} is already open. Here is where it stands.',
  'recovery.holdOn.waiting': 'Continue becomes available once a super admin or admin approves your request.',
  'recovery.holdOn.closed': 'This request is closed. Send a new request if you still need a new password.',
  'recovery.panel.title': 'Request status',
  'recovery.panel.id': 'Request ID',
  'recovery.panel.requestedOn': 'Requested On',
  'recovery.panel.status': 'Status',
  'recovery.panel.pending': 'Pending Action',
  'recovery.panel.none': 'None',
  'recovery.status.requested': 'Requested',
  'recovery.status.approved': 'Approved',
  'recovery.status.resent': 'Resent New OTP',
  'recovery.status.validated': 'OTP Validated',
  'recovery.status.failed': 'OTP Validation Failed',
  'recovery.status.rejected': 'Rejected',
  'recovery.status.withdrawn': 'Withdrawn',
  'recovery.action.waiting': 'Waiting For Approval',
  'recovery.action.validate': 'Validate OTP',
  'recovery.action.setPassword': 'Set New Password',
  'recovery.action.retry': 'Retry OTP Validation',
  'recovery.approval.title': 'Sent For Approval',
  'recovery.approval.description':
    'Your password reset request has been sent. A super admin or admin must approve it before you can set a new password.',
  'recovery.approval.next': 'Once it is approved, an OTP is sent to {email}. Come back here and tap Check Status.',
  'recovery.otp.title': 'Verify OTP',
  'recovery.otp.description': 'Enter the 6-digit OTP sent to {email} for request {id}.',
  'recovery.otp.hint': 'The OTP is valid for 24 hours.',
  'recovery.otp.submit': 'Verify',
  'recovery.otp.verifying': 'Verifying…',
  'recovery.otp.verified': 'OTP verified',
  'recovery.password.title': 'Set New Password',
  'recovery.password.description': 'Choose a new password for {email}.',
  'recovery.password.new': 'New Password',
  'recovery.password.repeat': 'Repeat Password',
  'recovery.password.rules':
    'At least 8 characters, with an uppercase and a lowercase letter, a digit and one of #\u00a0?\u00a0!\u00a0@\u00a0$\u00a0%\u00a0^\u00a0&\u00a0*\u00a0-',
  'recovery.password.submit': 'Submit',
  'recovery.password.saving': 'Saving…',
  'recovery.password.validateFirst':
    'Please validate through OTP first. The OTP check on this device has timed out, so withdraw this request and send a new one.',
  'recovery.withdrawn.toast': 'Request withdrawn.',
  'recovery.withdrawn.title': 'Request Withdrawn!',
  'recovery.withdrawn.description':
    'Your password reset request {id} has been withdrawn. Your password has not changed.',

  // Admin shell and reset approvals.
  'admin.console': 'Admin Console',
  'admin.nav.label': 'Admin sections',
  'admin.nav.home': 'Home',
  'admin.nav.approvals': 'Reset approvals',
  'admin.changePassword': 'change password',
  'admin.signOut': 'Sign out',
  'admin.accountMenu': 'Account menu',
  'admin.home.welcome': 'Welcome {name}',
  'admin.home.description': 'Statewide administration of Hostel Meals.',
  'admin.home.approvalsTitle': 'Password reset approvals',
  'admin.home.approvalsText': 'Staff who forgot their password wait here until you approve or reject their request.',
  'admin.home.waiting': '{count} waiting',
  'admin.home.open': 'Open reset approvals',
  'admin.approvals.title': 'Reset approvals',
  'admin.approvals.description':
    'Password reset requests waiting for your decision. Approving emails the person an OTP; you never see or set their password.',
  'admin.approvals.refresh': 'Refresh',
  'admin.approvals.request': 'Request',
  'admin.approvals.person': 'Requested by',
  'admin.approvals.requestedOn': 'Requested on',
  'admin.approvals.actions': 'Actions',
  'admin.approvals.approve': 'Approve',
  'admin.approvals.reject': 'Reject',
  'admin.approvals.approveFor': 'Approve the request of {name}',
  'admin.approvals.rejectFor': 'Reject the request of {name}',
  'admin.approvals.approved': 'Approved. An OTP has been emailed to {name}.',
  'admin.approvals.rejected': 'The request of {name} was rejected.',
  'admin.approvals.empty': 'no data found!',
  'admin.approvals.emptyHint': 'No password reset requests are waiting for you.',
  'admin.approvals.loadFailed': 'The requests could not be loaded.',
  'admin.approvals.retry': 'Try again',
  'admin.reject.title': 'Reject this request?',
  'admin.reject.body': '{name} ({email}) will not get an OTP, and can ask again only after 24 hours.',
  'admin.reject.confirm': 'Reject request',
  'admin.reject.cancel': 'Cancel',

  'notFound.title': 'Page not found',
  'notFound.description': "This page doesn't exist, or your account can't open it.",
  'notFound.roleSoon': 'The screens for your role are not available in this app yet.',
  'notFound.home': 'Go to home',
  'notFound.signIn': 'Go to Sign In',
  'notFound.signOut': 'Sign out',
  'xConnect.connected.title': 'Connected to X',
  'xConnect.connected.description': "This institution's meal posts will now be published to its X account.",
  'xConnect.cancelled.title': 'X was not connected',
  'xConnect.cancelled.description':
    'The sign-in to X was cancelled. You can connect the institution again at any time.',
  'xConnect.failed.title': 'X could not be connected',
  'xConnect.failed.description': 'X did not accept the sign-in. Please try again in a few minutes.',
  'xConnect.back': 'Go to home',

  'dash.welcome': 'Welcome {name}',
  'dash.tagline': 'Publish or view the tweets of your institutions at your fingertips!',
  'dash.postTweet': 'Post Tweet',
  'dash.accountMenuOf': '{name}, {role}: account menu',
  'dash.changePassword': 'change password',
  'dash.logout': 'logout',
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
  'changePassword.title': 'Change Password',
  'changePassword.description': 'Choose a new password that you do not use anywhere else.',
  'changePassword.current': 'Current Password',
  'changePassword.new': 'New Password',
  'changePassword.repeat': 'Repeat Password',
  'changePassword.rules':
    'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -',
  'changePassword.submit': 'Submit',
  'changePassword.submitting': 'Saving…',
  'changePassword.cancel': 'Cancel',
  'changePassword.success': 'Password changed successfully.',
  'changePassword.notValidated': 'Please validate your sign-in through OTP first, then change your password.',
  'idle.title': 'Are you still there?',
  'idle.description': 'There was no activity for a while, so the dashboard is hidden to keep your account safe.',
  'idle.allTabs': 'This applies to every open tab of Hostel Meals.',
  'idle.keep': 'Keep Signed In',
  'idle.logout': 'Logout',

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

  'role.SUPER_ADMIN': 'super admin',
  'role.ADMIN': 'admin',
  'role.CREATOR': 'creator',
  'role.MODERATOR': 'moderator',
  'role.APPROVER': 'approver',
  'role.WARDEN': 'warden',
  'role.DD': 'deputy director',
  'role.HELPLINE': 'helpline',
  'role.TEST_ADMIN': 'test admin',
  'role.APPLICANT_VERIFIER': 'applicant verifier',
  'role.CERTIFICATE_AUTHORIZER': 'certificate authorizer',
} as const;

export const en = {
  ...screens,
  ...prefixed('msg', MSG),
  ...prefixed('vmsg', VMSG),
  ...prefixed('tweetMsg', TWEET_MSG),
  ...prefixed('uploadMsg', UPLOAD_MSG),
  // Supervisors' console: server texts and the admin console screens ('adm.').
  ...prefixed('consoleMsg', CONSOLE_MSG),
  ...prefixed('accountMsg', ACCOUNT_MSG),
  ...prefixed('orgMsg', ORG_MSG),
  ...prefixed('scheduleMsg', SCHEDULE_MSG),
  ...prefixed('queryMsg', QUERY_MSG),
  ...prefixed('holidayMsg', HOLIDAY_MSG),
  ...prefixed('xMsg', X_MSG),
  // DD console and helpline look-up ('dd.', 'helpline.', 'console.').
  ...ddConsoleEn,
  // Publishing to X on every screen that shows it ('x.').
  ...xScreensEn,
  // Face blurring: the composer, the outbox and a post's details ('compose.faces.', 'faces.').
  ...facesEn,
  // The public log: a post's entry on its details page ('log.').
  ...publicLogEn,
  // The warden's day: today's checklist, the composer's needs, the Not Posted list.
  ...todayEn,
  ...faceRemovalEn,
  // Holidays on screen: the warden's card, the declare dialog, the admins' dialog ('holidays.').
  ...holidaysEn,
  // The photo viewer, chart links, the DD's incomplete lists, the consoles' 'More' menu.
  ...supervisorDayEn,
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
  | keyof typeof adminConsoleEn;
export type MessageId = CoreMessageId | ConsoleMessageId;
/** A complete core catalogue: every id, no extra ones (object literals reject unknown keys). */
export type Catalogue = Readonly<Record<CoreMessageId, string>>;
