/**
 * English catalogue: the source of every user-facing string of the PWA. Texts quoted by SPEC.md
 * (titles, labels, toasts) are contract texts and must stay letter for letter, lower case included.
 * Server and validation messages come straight from common/ under the 'msg.' and 'vmsg.' prefixes.
 */
import { MSG } from '@common/messages';
import { VMSG } from '@common/validation';
import { prefixed } from './contract-keys';

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
  'twoFa.pending': 'Two-factor sign-in is not available in this app yet. Please use the console on a computer, or sign in with another account.',

  'forgot.title': 'Forgot Password',
  'forgot.description': 'Enter the email ID of your account to ask for a password reset.',
  'forgot.submit': 'Continue',
  'forgot.backToSignIn': 'Back to Sign In',
  'forgot.notYet': 'Password recovery from the app is being set up. Please ask your administrator to reset your password meanwhile.',
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

  'dash.welcome': 'Welcome {name}',
  'dash.tagline': 'Publish or view the tweets of your institutions at your fingertips!',
  'dash.postTweet': 'Post Tweet',
  'dash.accountMenu': 'Account menu',
  'dash.changePassword': 'change password',
  'dash.logout': 'logout',
  'dash.avatarAlt': 'Profile picture of {name}',
  'footer.videos': 'watch support videos',
  'footer.docs': 'read documentation',
  'footer.copyright': '© 2025 Hostel Meals',
  'footer.version': 'CMS v1',
  'footer.poweredBy': 'Powered by',
  'addTweet.title': 'Create Tweet',
  'addTweet.notYet': 'Posting meal photos arrives with the next update of the app.',
  'changePassword.title': 'Change Password',
  'changePassword.notYet': 'Changing your password from the app is coming soon.',

  'update.available': 'A new version is available',
  'update.reload': 'Reload',
  'update.later': 'Later',

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
};

export type MessageId = keyof typeof en;
/** A complete catalogue: every id, no extra ones (object literals reject unknown keys). */
export type Catalogue = Readonly<Record<MessageId, string>>;
