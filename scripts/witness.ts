/**
 * `npm run witness -- --log "<log verifier key>" [--log ...] [--port N] [--state FILE]
 * [--key KEY] [--name NAME]`: runs a minimal tlog-witness for the public log (docs/log.md) on
 * 127.0.0.1. It cosigns a log's checkpoints only while each one is consistent with the last it
 * cosigned, so a log cannot show different histories to different people unnoticed. Flags or env:
 * WITNESS_LOGS (keys separated by spaces), WITNESS_PORT (default 7380), WITNESS_STATE (default
 * ./data/witness.json), WITNESS_KEY (a cosigner key "PRIVATE+KEY+<name>+<id>+<base64(0x04||seed)>";
 * without one a key is generated into the state file), WITNESS_NAME (the generated key's name).
 * Prints its verifier key; stops on SIGINT or SIGTERM.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startWitness } from './witness/witness-server.ts';

const { values } = parseArgs({
  options: {
    log: { type: 'string', multiple: true },
    port: { type: 'string' },
    state: { type: 'string' },
    key: { type: 'string' },
    name: { type: 'string' },
  },
});
const env = process.env;
const logs = values.log ?? (env.WITNESS_LOGS ?? '').split(/\s+/).filter(Boolean);
const port = Number(values.port ?? env.WITNESS_PORT ?? 7380);
if (logs.length === 0 || !Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('Usage: npm run witness -- --log "<log verifier key>" [--port N] [--state FILE] [--key KEY]');
  console.error('The log verifier key is what the site answers at /log/key.');
  process.exit(2);
}

const witness = await startWitness({
  logs,
  port,
  stateFile: resolve(values.state ?? env.WITNESS_STATE ?? './data/witness.json'),
  signerKey: values.key ?? env.WITNESS_KEY,
  name: values.name ?? env.WITNESS_NAME,
});
console.log(`Witness listening on ${witness.url} (POST /add-checkpoint)`);
console.log(`Its verifier key (give it to the log as a witness): ${witness.verifierKey}`);
console.log(`The site's WITNESS_URLS item for it: ${witness.url}/add-checkpoint ${witness.verifierKey}`);
console.log(`Witnessing: ${logs.join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void witness.close().then(() => process.exit(0)));
}
