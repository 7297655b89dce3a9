/**
 * Managing accounts (docs/product.md, 'Calls and answers' and 'Roles'): create, the listing with its filters under
 * both of the contract's paths, one account, disable and enable, a DD's districts, and the director check. A
 * SUPER_ADMIN manages every role, an ADMIN the roles below ADMIN; an account outside reach answers 404 like a missing
 * one.
 */
import { MSG } from '../../messages.ts';
import { CONSOLE_MSG } from '../../console-messages.ts';
import { checkDirectorSchema, createAccountSchema, reasonSchema, setDistrictsSchema } from '../../account-schema.ts';
import { accountListQuery } from '../../console-queries.ts';
import { answer, operation } from '../operation.ts';
import { idParam } from '../requests.ts';
import { accountPageSchema, accountSchema, directorCheckSchema } from '../answers/accounts.ts';

const tag = 'Accounts';
const list = {
  method: 'GET',
  tag,
  access: 'account.list',
  query: accountListQuery,
  answers: { 200: answer(CONSOLE_MSG.accountsReceived, accountPageSchema) },
} as const;

export const accountOps = {
  create: operation({
    id: 'createAccount',
    method: 'POST',
    path: '/admin',
    tag,
    summary: 'Creates an account of a role the caller manages',
    description: "Asks for the creator's own password (current_password). A DD needs districts.",
    access: 'account.create',
    body: createAccountSchema,
    answers: { 201: answer(MSG.entityCreated, accountSchema) },
    errors: [409],
  }),
  list: operation({ ...list, id: 'listAccounts', path: '/admin/super-admin/auth', summary: 'Accounts, filtered' }),
  listAll: operation({
    ...list,
    id: 'listAllAccounts',
    path: '/admin/super-admin/auth/all',
    summary: "Accounts, filtered (the same list under the contract's other path)",
  }),
  read: operation({
    id: 'readAccount',
    method: 'GET',
    path: '/admin/{id}',
    tag,
    summary: 'One account',
    access: 'account.read',
    params: idParam('account'),
    answers: { 200: answer(CONSOLE_MSG.accountReceived, accountSchema) },
  }),
  disable: operation({
    id: 'disableAccount',
    method: 'PATCH',
    path: '/admin/{id}/disable',
    tag,
    summary: 'Disables an account with a reason; its sessions end at once',
    access: 'account.setStatus',
    params: idParam('account'),
    body: reasonSchema,
    answers: { 200: answer(CONSOLE_MSG.accountDisabled, accountSchema) },
  }),
  enable: operation({
    id: 'enableAccount',
    method: 'PATCH',
    path: '/admin/{id}/enable',
    tag,
    summary: 'Enables a disabled account',
    access: 'account.setStatus',
    params: idParam('account'),
    answers: { 200: answer(CONSOLE_MSG.accountEnabled, accountSchema) },
  }),
  setDistricts: operation({
    id: 'setAccountDistricts',
    method: 'PATCH',
    path: '/admin/{id}/districts',
    tag,
    summary: "Sets a DD's districts",
    access: 'account.setDistricts',
    params: idParam('account'),
    body: setDistrictsSchema,
    answers: { 200: answer(CONSOLE_MSG.districtsSet, accountSchema) },
    errors: [409],
  }),
  checkDirector: operation({
    id: 'checkDirector',
    method: 'POST',
    path: '/admin/check/director',
    tag,
    summary: 'Whether an email belongs to a deputy director, and which districts',
    access: 'account.checkDirector',
    body: checkDirectorSchema,
    answers: { 200: answer(CONSOLE_MSG.directorChecked, directorCheckSchema) },
    errors: [404],
  }),
} as const;
