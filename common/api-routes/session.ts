/**
 * Routes of every session and of the signed-out screens: reference data (config, places, the
 * schedule), sign-in with its codes and 2FA, and the password reset (common/contract/operations:
 * reference.ts, auth.ts, reset.ts). Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const health: R['health'] = { method: 'GET', path: '/health' };
export const clientConfig: R['clientConfig'] = { method: 'GET', path: '/config' };
export const listDistricts: R['listDistricts'] = { method: 'GET', path: '/places/districts' };
export const listTaluks: R['listTaluks'] = { method: 'GET', path: '/places/districts/{id}/taluks' };
export const readSchedule: R['readSchedule'] = { method: 'GET', path: '/schedule' };
export const updateSchedule: R['updateSchedule'] = { method: 'PUT', path: '/schedule/{organization_type}' };
export const login: R['login'] = { method: 'POST', path: '/admin/login' };
export const validateCode: R['validateCode'] = { method: 'POST', path: '/admin/validate/{kind}' };
export const validateTwoFactor: R['validateTwoFactor'] = { method: 'POST', path: '/admin/validate/2fa' };
export const enrolTwoFactor: R['enrolTwoFactor'] = { method: 'GET', path: '/admin/enable/2fa/{id}' };
export const resendCode: R['resendCode'] = { method: 'POST', path: '/admin/validate/{kind}/resend' };
export const refreshToken: R['refreshToken'] = { method: 'POST', path: '/admin/refresh' };
export const logout: R['logout'] = { method: 'POST', path: '/admin/logout' };
export const readOwnDetails: R['readOwnDetails'] = { method: 'GET', path: '/admin/all-admins/auth' };
export const changePassword: R['changePassword'] = { method: 'PATCH', path: '/admin/change-password/{id}' };
export const resetTwoFactor: R['resetTwoFactor'] = { method: 'PATCH', path: '/admin/{id}/reset-2fa' };
export const requestReset: R['requestReset'] = { method: 'POST', path: '/reset-password/request' };
export const listPendingResets: R['listPendingResets'] = { method: 'GET', path: '/reset-password/pending' };
export const approveReset: R['approveReset'] = { method: 'PATCH', path: '/reset-password/approve/{request_id}' };
export const rejectReset: R['rejectReset'] = { method: 'PATCH', path: '/reset-password/reject/{request_id}' };
export const readReset: R['readReset'] = { method: 'GET', path: '/reset-password/{request_id}' };
export const validateReset: R['validateReset'] = { method: 'PATCH', path: '/admin/validate/reset/password' };
export const changePasswordAfterReset: R['changePasswordAfterReset'] = {
  method: 'PATCH',
  path: '/reset-password/change/{user_id}',
};
export const withdrawReset: R['withdrawReset'] = { method: 'PATCH', path: '/reset-password/withdraw/{request_id}' };
export const resendResetCode: R['resendResetCode'] = {
  method: 'PATCH',
  path: '/reset-password/resend/otp/{request_id}',
};
