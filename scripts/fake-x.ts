/**
 * `npm run fake-x`: runs the local fake of X's API for a demo, and prints how to start the app
 * against it. Reads DATA_DIR (default ./data; certificates go in DATA_DIR/fake-x/), FAKE_X_PORT
 * (default 8443) and, optionally, X_CLIENT_ID and X_CLIENT_SECRET (then only that client is let in).
 * Stops on SIGINT or SIGTERM.
 */
import { join, resolve } from 'node:path';
import { startFakeX } from './fake-x/fake-x-server.ts';

const dataDir = resolve(process.env.DATA_DIR || './data');
const port = Number(process.env.FAKE_X_PORT || 8443);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`FAKE_X_PORT must be a port number, not "${process.env.FAKE_X_PORT}".`);
  process.exit(2);
}
const clientId = process.env.X_CLIENT_ID || undefined;
const clientSecret = process.env.X_CLIENT_SECRET || undefined;

const fake = await startFakeX({ port, certDir: join(dataDir, 'fake-x'), clientId, clientSecret });

const quote = (value: string) => (/^[\w./:@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);
const startLine = [
  `NODE_EXTRA_CA_CERTS=${quote(fake.caPath)}`,
  `X_API_BASE=${quote(fake.url)}`,
  `X_AUTHORIZE_URL=${quote(`${fake.url}/i/oauth2/authorize`)}`,
  `X_CLIENT_ID=${quote(clientId ?? 'fake-x-client')}`,
  `X_CLIENT_SECRET=${quote(clientSecret ?? 'fake-x-secret')}`,
  'npm start',
].join(' ');

console.log(`Fake X is listening on ${fake.url}`);
console.log(
  `  posts page:  ${fake.url}/   (trust ${fake.caPath}, or: curl --cacert ${quote(fake.caPath)} ${fake.url}/)`,
);
console.log(`  faults:      POST/DELETE ${fake.url}/__fake/faults, state: GET ${fake.url}/__fake/state`);
console.log(clientId ? `  only client ${clientId} is accepted` : '  any client id and secret are accepted');
console.log('\nStart the app against it with:\n');
console.log(`  ${startLine}\n`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping fake X.`);
  await fake.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
