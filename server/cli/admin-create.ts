/**
 * `npm run admin:create -- --email … --first-name … --last-name … --phone …`: the first SUPER_ADMIN
 * of a new installation (or a spare one), made by the operator in the configured database (DATA_DIR's
 * PGlite, or DATABASE_URL), which it migrates first so an empty database works. The password is
 * read without echo (read-password.ts), held to the account form's rules and hashed as the app
 * hashes. The account signs in by authenticator and has no secret yet, so its first sign-in goes to
 * the "Enable 2FA" enrolment, like a super admin whose 2FA was reset. Any refusal is one line on
 * stderr and exit code 1; the password is never printed.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ACCOUNT_MSG, newPassword, personName } from '@common/account-schema.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ROLE } from '@common/roles.ts';
import { PHONE_RE, emailSchema } from '@common/validation.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import { audit } from '../modules/audit/audit-log.repository.ts';
import { accountIdByPhone, insertAccount } from '../modules/accounts/accounts.repository.ts';
import { findAccountByEmail } from '../modules/auth/accounts.repository.ts';
import { readPassword } from './read-password.ts';

const USAGE =
  'Usage: npm run admin:create -- --email EMAIL --first-name NAME --last-name NAME --phone 10-DIGIT-MOBILE (password on stdin or at the prompt)';

const fieldsSchema = z.object({
  email: emailSchema,
  'first-name': personName(ACCOUNT_MSG.firstName),
  'last-name': personName(ACCOUNT_MSG.lastName),
  phone: z.string({ error: ACCOUNT_MSG.phone }).trim().regex(PHONE_RE, ACCOUNT_MSG.phone),
});

class Refusal extends Error {}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `--${issue.path.join('.')}: ${issue.message}` : 'invalid input';
}

function readFields() {
  const option = { type: 'string' } as const;
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: { email: option, 'first-name': option, 'last-name': option, phone: option },
      strict: true,
    }));
  } catch (error) {
    throw new Refusal(`${error instanceof Error ? error.message : String(error)} ${USAGE}`);
  }
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success) throw new Refusal(`${firstIssue(parsed.error)}. ${USAGE}`);
  return parsed.data;
}

async function main(): Promise<void> {
  const fields = readFields();
  const password = newPassword.safeParse(await readPassword());
  if (!password.success)
    throw new Refusal(
      'The password is too weak: at least 8 characters with a lower-case and an upper-case letter, a digit and one of #?!@$%^&*-.',
    );
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    if (await findAccountByEmail(database.db, fields.email)) throw new Refusal(CONSOLE_MSG.emailTaken);
    if (await accountIdByPhone(database.db, fields.phone))
      throw new Refusal('An account with this phone number already exists.');
    const now = new Date();
    const id = await insertAccount(
      database.db,
      {
        first_name: fields['first-name'],
        last_name: fields['last-name'],
        email_id: fields.email,
        phone_number: fields.phone,
        password_hash: await hashPassword(password.data),
        role: ROLE.SUPER_ADMIN,
        // No TOTP secret and 2FA not enabled: the first sign-in enrols the authenticator.
        validation_method: '2fa',
        totp_secret: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      },
      [],
    );
    await audit(database.db, {
      actorId: null,
      action: 'account.created',
      entity: 'account',
      entityId: id,
      details: { role: ROLE.SUPER_ADMIN, email_id: fields.email, by: 'admin:create' },
      at: now,
    });
    console.log(
      `Created super admin ${fields.email} (id ${id}). At the first sign-in they enrol an authenticator app.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof Refusal ? message : `admin:create failed: ${message}`);
  process.exitCode = 1;
}
