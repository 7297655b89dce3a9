/**
 * Configuration from the environment, checked once at start (docs/product.md, 'Running it'). Everything that reads
 * settings takes this object, so tests can build an app with their own values.
 */
import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { signerFromKey } from '@common/tlog/note.ts';
import { parseWitnessUrls } from './lib/witness-urls.ts';

/** proxy-addr's names for the private ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** An https:// address with a host name and no credentials (a link shown to every user). */
function isHttpsAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password
  );
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, 'DATABASE_URL must start with postgres:// (or memory:// for tests)')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Hostel Meals <no-reply@hostel-meals.local>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  IDLE_MINUTES: z.coerce.number().positive().default(10),
  CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  // Server processes on one port (node:cluster); above 1 needs PostgreSQL (server/start.ts).
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // Rate limits per address and per account (server/plugins/rate-limits.ts); `off` for tests that drive many calls.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Where media and reports live (server/storage/): DATA_DIR by default, or a bucket every process shares.
  MEDIA_STORE: z
    .string()
    .regex(/^(disk|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, 'MEDIA_STORE is "disk" or s3://bucket/prefix')
    .default('disk'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Path-style URLs (https://host/bucket/key), which most S3-compatible servers need; on by default with S3_ENDPOINT.
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
  // Publishing to X (docs/spec-notes.md, 'Publishing to X'). Without a client id and secret, publishing is off.
  PUBLIC_URL: z.string().url().optional(),
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  X_API_BASE: z.string().url().default('https://api.x.com'),
  X_AUTHORIZE_URL: z.string().url().default('https://x.com/i/oauth2/authorize'),
  X_POSTS_PER_MINUTE: z.coerce.number().positive().max(100_000).default(120),
  // The weekly audit report (docs/spec-notes.md, 'Supervisors' views and the public audit'): made on Mondays at 08:00
  // Asia/Kolkata, checked this often.
  WEEKLY_REPORTS: z.enum(['on', 'off']).default('on'),
  WEEKLY_REPORTS_CHECK_SECONDS: z.coerce.number().positive().max(86_400).default(300),
  // The public log (docs/log.md): its note signer key (generated into DATA_DIR when unset) and how
  // often the sequencer makes a batch. An idle sequencer looks every four batches, so at most
  // 10 s keeps every post in a signed checkpoint within 60 s of its acceptance.
  LOG_SIGNING_KEY: z
    .string()
    .superRefine((value, issue) => {
      try {
        signerFromKey(value);
      } catch (error) {
        issue.addIssue({
          code: 'custom',
          message: `LOG_SIGNING_KEY must be an Ed25519 note signer key, PRIVATE+KEY+<name>+<key id>+<key> (${(error as Error).message})`,
        });
      }
    })
    .optional(),
  LOG_BATCH_MS: z.coerce
    .number({ error: 'LOG_BATCH_MS must be a number of milliseconds' })
    .int('LOG_BATCH_MS must be a whole number of milliseconds')
    .min(10, 'LOG_BATCH_MS must be at least 10')
    .max(10_000, 'LOG_BATCH_MS must be at most 10000, so every post is in a signed checkpoint within 60 s')
    .default(5000),
  // The witnesses asked to cosign each new checkpoint (docs/log.md, 'Witnesses'): comma-separated
  // "<add-checkpoint URL> <witness verifier key>" items. Unset: the log is signed by its own key only.
  WITNESS_URLS: z
    .string()
    .transform((value, issue) => {
      try {
        return parseWitnessUrls(value);
      } catch (error) {
        issue.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default([]),
  // The support videos the PWA's footer links to (GET config); unset hides the link. https only.
  HELP_VIDEOS_URL: z.string().refine(isHttpsAddress, 'HELP_VIDEOS_URL must be an https:// address').optional(),
  // The reverse proxies whose X-Forwarded-For gives the client's address (docs/operations.md).
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.every(isProxyAddress),
      'TRUST_PROXY is a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    )
    .optional(),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  staticDir: string;
  /** PUBLIC_URL without a trailing slash, or http://{HOST}:{PORT}. */
  publicUrl: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const cfg = parsed.data;
  if (Boolean(cfg.X_CLIENT_ID) !== Boolean(cfg.X_CLIENT_SECRET))
    throw new Error('Invalid configuration:\n  X_CLIENT_ID and X_CLIENT_SECRET are set together or not at all');
  return {
    ...cfg,
    dataDir: path.resolve(cfg.DATA_DIR),
    staticDir: path.resolve(cfg.STATIC_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://${cfg.HOST}:${cfg.PORT}`).replace(/\/+$/, ''),
  };
}
