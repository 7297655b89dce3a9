/**
 * The super admin's side of a browser test, through the API from Node as an integration would
 * call it: the password step, then the authenticator code for the server's own time (a test may
 * run the server on a moved clock, where a code for the real time would be refused), and calls
 * with the token that answers. The contract's answer types keep the calls honest.
 */
import type { AccountPage } from '@common/contract/answers/accounts';
import type { ScheduleItem, SlotView } from '@common/contract/answers/reference';
import type { InstitutionPage } from '@common/contract/answers/institutions';
import type { OrganizationType } from '@common/organizations';
import { DEMO, PASSWORD, authenticator } from './sign-in-as.ts';
import type { RunningServer } from './server.ts';

async function request<T>(server: RunningServer, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${envelope.message}`);
  return envelope.data;
}

export interface SuperAdminApi {
  /** `PUT schedule/{type}`: from the server's tomorrow on. */
  editSchedule(type: OrganizationType, slots: SlotView[]): Promise<ScheduleItem>;
  /** Makes the demo account `email` the warden of the first institution of `type`. */
  assignFirstOfType(type: OrganizationType, email: string): Promise<number>;
}

/** Signs the demo super admin in at `at`, an instant by the server's clock. */
export async function superAdminApi(server: RunningServer, at: number): Promise<SuperAdminApi> {
  const pending = await request<{ admin_id: number; access_token: string }>(server, 'POST', 'admin/login', '', {
    email_id: DEMO.superAdmin.email,
    password: PASSWORD,
  });
  const signedIn = await request<{ access_token: string }>(server, 'POST', 'admin/validate/2fa', pending.access_token, {
    admin_id: pending.admin_id,
    otp: authenticator.generate({ timestamp: at }),
  });
  const call = <T>(method: string, path: string, body?: unknown) =>
    request<T>(server, method, path, signedIn.access_token, body);
  return {
    editSchedule: (type, slots) => call<ScheduleItem>('PUT', `schedule/${type}`, { slots }),
    async assignFirstOfType(type, email) {
      const accounts = await call<AccountPage>('GET', `admin/super-admin/auth?search=${encodeURIComponent(email)}`);
      const warden = accounts.items.find((account) => account.email_id === email);
      const institutions = await call<InstitutionPage>('GET', `organization?institution_type=${type}&size=1`);
      const institution = institutions.items[0];
      if (!warden || !institution) throw new Error(`no ${email} or no institution of type ${type}`);
      await call('PATCH', `organization/assign-warden/${institution.id}/${warden.id}`);
      return institution.id;
    },
  };
}
