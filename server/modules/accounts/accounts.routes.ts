/**
 * Account management (common/contract/operations/accounts.ts): thin handlers over
 * accounts.service.ts. The 2FA reset lives with the sign-in routes.
 */
import { accountOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route, type Handler } from '../../lib/route.ts';
import {
  accountDetails,
  accountList,
  checkDirector,
  createAccount,
  setAccountDisabled,
  setAccountDistricts,
} from './accounts.service.ts';

// The contract (docs/product.md, 'Calls and answers') names both paths with the same query; they answer the same list.
const list: Handler<typeof ops.list> = async ({ ctx, user, query }) => ({
  status: 200,
  data: await accountList(ctx, user, query),
});

export default defineRoutes([
  route(ops.create, async ({ ctx, user, body, request }) => ({
    status: 201,
    data: await createAccount(ctx, user, body, request.ip),
  })),
  route(ops.list, list),
  route(ops.listAll, list),
  route(ops.read, async ({ ctx, user, params }) => ({ status: 200, data: await accountDetails(ctx, user, params.id) })),
  route(ops.disable, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await setAccountDisabled(ctx, user, params.id, true, body.reason, request.ip),
  })),
  route(ops.enable, async ({ ctx, user, params, request }) => ({
    status: 200,
    data: await setAccountDisabled(ctx, user, params.id, false, null, request.ip),
  })),
  route(ops.setDistricts, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await setAccountDistricts(ctx, user, params.id, body.districts, request.ip),
  })),
  route(ops.checkDirector, async ({ ctx, body }) => ({ status: 200, data: await checkDirector(ctx, body.email_id) })),
]);
