/**
 * Signing in and one's own account (`admin/*`; docs/product.md, 'Calls and answers'
 * and 'Signing in'): the password step, the
 * emailed, texted or authenticator code, enrolment, refresh and logout, one's own details and
 * password, and a super admin's 2FA reset.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { changePasswordSchema, loginSchema, validate2faSchema, validateOtpSchema } from '../../validation.ts';
import { answer, operation } from '../operation.ts';
import { codeKindParam, idParam, logoutBody, refreshBody } from '../requests.ts';
import {
  loginResultSchema,
  ownDetailsSchema,
  qrTokenSchema,
  tokenPairSchema,
  validatedResultSchema,
} from '../answers/auth.ts';

const tag = 'Sign-in';

export const authOps = {
  login: operation({
    id: 'login',
    method: 'POST',
    path: '/admin/login',
    tag,
    summary: 'The password step',
    description:
      "An unknown email and a wrong password answer the same 401 in the same time. Answers a token that still owes the second step named by to_be_validated, and sends the code for 'email' and 'phone'.",
    access: 'public',
    body: loginSchema,
    answers: { 200: answer(MSG.loggedIn, loginResultSchema) },
    errors: [401, 403, 429],
  }),
  validateCode: operation({
    id: 'validateCode',
    method: 'POST',
    path: '/admin/validate/{kind}',
    tag,
    summary: 'The emailed or texted code',
    access: 'pending',
    params: codeKindParam,
    body: validateOtpSchema,
    answers: { 200: answer(MSG.loggedIn, validatedResultSchema) },
    errors: [408, 429],
  }),
  validateTwoFactor: operation({
    id: 'validateTwoFactor',
    method: 'POST',
    path: '/admin/validate/2fa',
    tag,
    summary: 'The authenticator code, or a recovery code',
    description: 'The first good code enables 2FA and also answers ten recovery codes, shown once.',
    access: 'pending',
    body: validate2faSchema,
    answers: { 200: answer(MSG.loggedIn, validatedResultSchema) },
    errors: [429],
  }),
  enrolTwoFactor: operation({
    id: 'enrolTwoFactor',
    method: 'GET',
    path: '/admin/enable/2fa/{id}',
    tag,
    summary: 'The otpauth:// URI for the QR code, while 2FA is not yet enabled',
    access: 'pending',
    params: idParam('account'),
    answers: { 200: answer(MSG.ok, qrTokenSchema) },
  }),
  resendCode: operation({
    id: 'resendCode',
    method: 'POST',
    path: '/admin/validate/{kind}/resend',
    tag,
    summary: 'A new emailed or texted code, 30 s after the last',
    access: 'pending',
    params: codeKindParam,
    answers: { 200: answer(MSG.otpSent, z.null()) },
    errors: [429],
  }),
  refresh: operation({
    id: 'refreshToken',
    method: 'POST',
    path: '/admin/refresh',
    tag,
    summary: 'A new token pair for a refresh token, which is spent',
    description: 'Reusing a spent refresh token revokes its whole family.',
    access: 'public',
    body: refreshBody,
    answers: { 200: answer(MSG.tokenRefreshed, tokenPairSchema) },
    errors: [401],
  }),
  logout: operation({
    id: 'logout',
    method: 'POST',
    path: '/admin/logout',
    tag,
    summary: 'Revokes a refresh token (or just ends with an access token)',
    access: 'public',
    token: 'optional',
    body: logoutBody,
    answers: { 200: answer(MSG.loggedOut, z.null()) },
    errors: [401],
  }),
  ownDetails: operation({
    id: 'readOwnDetails',
    method: 'GET',
    path: '/admin/all-admins/auth',
    tag,
    summary: "The caller's own account",
    access: 'account.readSelf',
    answers: { 200: answer(MSG.ok, ownDetailsSchema) },
  }),
  changePassword: operation({
    id: 'changePassword',
    method: 'PATCH',
    path: '/admin/change-password/{id}',
    tag,
    summary: "Changes one's own password",
    description: "Every other session ends; the caller gets a fresh pair. Another account's id answers 403.",
    access: 'account.changePassword',
    params: idParam('account'),
    body: changePasswordSchema,
    answers: { 200: answer(MSG.ok, tokenPairSchema) },
    errors: [429],
  }),
  resetTwoFactor: operation({
    id: 'resetTwoFactor',
    method: 'PATCH',
    path: '/admin/{id}/reset-2fa',
    tag,
    summary: "Clears an account's authenticator; it enrols again at its next sign-in",
    access: 'account.reset2fa',
    params: idParam('account'),
    answers: { 200: answer(MSG.ok, z.null()) },
  }),
} as const;
