/**
 * The account calls of the signed-in user: changing one's own password (docs/product.md, 'Screens and routes' and
 * 'Calls and answers': `PATCH admin/change-password/{id}`). The server ends every other session of the account and
 * answers a fresh token pair for this device, which the caller stores with setTokens.
 */
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export type ChangePasswordBody = BodyOf<typeof ops.changePassword>;

export type ChangePasswordField = keyof ChangePasswordBody;

export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'current_password',
  'new_password',
  'repeat_password',
];

export const accountApi = {
  /** Errors are not toasted here: the form shows field errors (422) and the 401 notice itself. */
  changePassword: (id: string, body: ChangePasswordBody) =>
    call(ops.changePassword, { params: { id }, body, toastError: false }),
};
