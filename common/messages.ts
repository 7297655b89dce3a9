/**
 * Response messages of the API (docs/product.md, 'Calls and answers' and 'Errors'). Clients match on these texts,
 * spelling mistakes included, so they are written once here and never retyped.
 */
export const MSG = {
  invalidInputs: 'Invalid Inputs',
  provideToken: 'Please provide your token.',
  checkPassword: 'Please check your password.',
  invalidOtp: 'Invalid OTP.',
  notPermitted: 'You are not permitted to perform this action.',
  adminNoRights: "Admin doesn't have required rights to process this request.",
  userNoRights: "User doesn't have required rights to process this request.",
  adminDisabled: 'Admin has been temporarily disabled.',
  otpExpired: 'OTP is expired.',
  tryAgainLater: 'Try Again Later.',
  adminEmailNotFound: 'Admin with the given Email ID not found.',
  adminNotFound: 'Admin not found.',
  invalidRequest: 'Invalid request.',
  fileNotFound: 'Requested file not found.',
  expectedError: 'Request failed due to expected technical error.',
  unexpectedError: 'Request failed due to unexpected technical error.',
  somethingWrong: 'Something went wrong. Try again later.',
  fileCreationFailed: 'File creation failed.',
  loggedIn: 'Admin successfully logged in.',
  entityCreated: 'Entity successfully created.',
  statsReceived: 'Stats successfully recieved.',
  tweetsReceived: 'Tweets successfully recieved.',
  fileCreated: 'File created successfully.',
  filesReceived: 'Files successfully recieved.',
  tokenRequired: 'Token is required.',
  // Ours, where the contract is silent.
  ok: 'OK',
  healthy: 'Service is healthy.',
  notFound: 'Requested resource not found.',
  outsideConsole: 'This account cannot sign in to the console. Please use the application meant for your role.',
  tooManyAttempts: 'Too many attempts. Try again after {minutes} minutes.',
  tooManyAttemptsOneMinute: 'Too many attempts. Try again after 1 minute.',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  otpSent: 'OTP sent successfully.',
  otpResendWait: 'Please wait {seconds} seconds before asking for a new OTP.',
  loggedOut: 'Successfully logged out.',
  tokenRefreshed: 'Token successfully refreshed.',
  malformedBody: 'The request body could not be read.',
  // Requests that never reach a route (server/lib/wire-errors.ts) and text the database refuses.
  malformedRequest: 'The request could not be read.',
  malformedUrl: 'The request address could not be read.',
  urlTooLong: 'The request address is too long.',
  headersTooLarge: 'The request headers are too large.',
  bodyTooLarge: 'The request body is too large.',
  requestTimeout: 'The request took too long to arrive.',
  nulCharacter: 'Must not contain the NUL character (U+0000).',
  outOfRange: 'This value is out of range.',
} as const;

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
