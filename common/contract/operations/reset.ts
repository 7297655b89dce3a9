/**
 * The password reset (docs/product.md, 'Password reset' and 'Calls and answers'): the request, its public status, the
 * approvers' list and decisions, the code, the change, withdrawal and a new code. Only the
 * approvals need a signed-in caller; the change needs the token the validated code answered.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { resetPasswordSchema, resetRequestSchema, validateResetSchema } from '../../validation.ts';
import { answer, operation } from '../operation.ts';
import { emailBody, requestParam, userParam } from '../requests.ts';
import {
  pendingResetPageSchema,
  publicResetSchema,
  resetRequestSchema as resetAnswer,
  resetTokenSchema,
} from '../answers/reset.ts';

const tag = 'Password reset';

export const resetOps = {
  request: operation({
    id: 'requestReset',
    method: 'POST',
    path: '/reset-password/request',
    tag,
    summary: 'Asks for a password reset',
    description:
      "201: a new request (a SUPER_ADMIN's is approved at once and the code is mailed). 202: an open request exists, answered as it is. 408: rejected in the last 24 hours, with data.try_after (epoch ms). 404: unknown email.",
    access: 'public',
    body: resetRequestSchema,
    answers: { 201: answer(MSG.entityCreated, resetAnswer), 202: answer(MSG.ok, resetAnswer) },
    errors: [404, 408],
  }),
  listPending: operation({
    id: 'listPendingResets',
    method: 'GET',
    path: '/reset-password/pending',
    tag,
    summary: 'Requests waiting for the caller to approve',
    access: 'reset.listPending',
    answers: { 200: answer(MSG.ok, pendingResetPageSchema) },
  }),
  approve: operation({
    id: 'approveReset',
    method: 'PATCH',
    path: '/reset-password/approve/{request_id}',
    tag,
    summary: 'Approves a request; the code is mailed to its owner',
    access: 'reset.decide',
    params: requestParam,
    answers: { 200: answer(MSG.ok, resetAnswer) },
    errors: [409],
  }),
  reject: operation({
    id: 'rejectReset',
    method: 'PATCH',
    path: '/reset-password/reject/{request_id}',
    tag,
    summary: 'Rejects a request; its owner may ask again after 24 hours',
    access: 'reset.decide',
    params: requestParam,
    answers: { 200: answer(MSG.ok, resetAnswer) },
    errors: [409],
  }),
  read: operation({
    id: 'readReset',
    method: 'GET',
    path: '/reset-password/{request_id}',
    tag,
    summary: "A request's status and activities (types and times only)",
    access: 'public',
    params: requestParam,
    answers: { 200: answer(MSG.ok, publicResetSchema) },
  }),
  validate: operation({
    id: 'validateReset',
    method: 'PATCH',
    path: '/admin/validate/reset/password',
    tag,
    summary: 'Checks the mailed code; answers the token the change needs',
    access: 'public',
    body: validateResetSchema,
    answers: { 200: answer(MSG.ok, resetTokenSchema) },
    errors: [401, 404, 408, 409],
  }),
  change: operation({
    id: 'changePasswordAfterReset',
    method: 'PATCH',
    path: '/reset-password/change/{user_id}',
    tag,
    summary: 'Sets the new password, with the Bearer token of the validated code',
    description: 'Every session of the account ends and a notice is mailed.',
    access: 'reset',
    params: userParam,
    body: resetPasswordSchema,
    answers: { 200: answer(MSG.ok, z.null()) },
    errors: [404],
  }),
  withdraw: operation({
    id: 'withdrawReset',
    method: 'PATCH',
    path: '/reset-password/withdraw/{request_id}',
    tag,
    summary: 'Withdraws an open request (its owner names it by email)',
    access: 'public',
    params: requestParam,
    body: emailBody,
    answers: { 200: answer(MSG.ok, resetAnswer) },
    errors: [404, 409],
  }),
  resend: operation({
    id: 'resendResetCode',
    method: 'PATCH',
    path: '/reset-password/resend/otp/{request_id}',
    tag,
    summary: 'Mails a new code for an approved request',
    access: 'public',
    params: requestParam,
    body: emailBody,
    answers: { 200: answer(MSG.ok, resetAnswer) },
    errors: [404, 409, 429],
  }),
} as const;
