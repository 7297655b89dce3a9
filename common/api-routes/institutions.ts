/**
 * Routes of institutions and accounts: the consoles' lists and changes, and the warden's own
 * institutions (common/contract/operations: organizations.ts, accounts.ts). Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const createInstitution: R['createInstitution'] = { method: 'POST', path: '/organization' };
export const listInstitutions: R['listInstitutions'] = { method: 'GET', path: '/organization' };
export const listPublicInstitutions: R['listPublicInstitutions'] = { method: 'GET', path: '/organization/public' };
export const readInstitution: R['readInstitution'] = { method: 'GET', path: '/organization/auth/{id}' };
export const updateInstitution: R['updateInstitution'] = { method: 'PATCH', path: '/organization/{id}' };
export const assignWarden: R['assignWarden'] = {
  method: 'PATCH',
  path: '/organization/assign-warden/{org_id}/{admin_id}',
};
export const unassignWarden: R['unassignWarden'] = { method: 'PATCH', path: '/organization/unassign-warden/{org_id}' };
export const deleteInstitution: R['deleteInstitution'] = { method: 'DELETE', path: '/entity/{id}' };
export const createAccount: R['createAccount'] = { method: 'POST', path: '/admin' };
export const listAccounts: R['listAccounts'] = { method: 'GET', path: '/admin/super-admin/auth' };
export const listAllAccounts: R['listAllAccounts'] = { method: 'GET', path: '/admin/super-admin/auth/all' };
export const readAccount: R['readAccount'] = { method: 'GET', path: '/admin/{id}' };
export const disableAccount: R['disableAccount'] = { method: 'PATCH', path: '/admin/{id}/disable' };
export const enableAccount: R['enableAccount'] = { method: 'PATCH', path: '/admin/{id}/enable' };
export const setAccountDistricts: R['setAccountDistricts'] = { method: 'PATCH', path: '/admin/{id}/districts' };
export const checkDirector: R['checkDirector'] = { method: 'POST', path: '/admin/check/director' };
