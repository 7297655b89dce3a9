/**
 * Reads WITNESS_URLS (docs/log.md, 'Witnesses'): the witnesses the server asks to cosign each new
 * checkpoint of the public log. A comma-separated list; each item is the witness's tlog-witness
 * add-checkpoint address and its verifier key, separated by spaces:
 *   "https://w1.example/add-checkpoint w1.example/w+1a2b3c4d+BA…, http://127.0.0.1:7380/add-checkpoint …"
 * A key is a cosignature verifier key (type 04, tlog-cosignature). Pure, so config.ts can check the
 * value at start and say exactly what is wrong with it.
 */
import { cosignatureVerifierFromKey } from '@common/tlog/cosignature.ts';

export interface WitnessSetting {
  /** The witness's add-checkpoint address, as configured. */
  url: string;
  /** Its verifier key, `<name>+<hex key id>+<base64(0x04 ‖ public key)>`. */
  verifierKey: string;
  /** The key's name: the name on the witness's cosignature lines. */
  name: string;
}

const FORMAT = 'WITNESS_URLS is a comma-separated list of "<add-checkpoint URL> <witness verifier key>"';

function parseItem(item: string, n: number): WitnessSetting {
  const parts = item.trim().split(/\s+/);
  if (parts.length !== 2) throw new Error(`${FORMAT}; item ${n} has ${parts.length} part(s)`);
  const [url = '', verifierKey = ''] = parts;
  if (!URL.canParse(url)) throw new Error(`${FORMAT}; item ${n}: ${JSON.stringify(url)} is not an address`);
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    throw new Error(`${FORMAT}; item ${n}: the address must be http:// or https://`);
  if (u.username || u.password || u.search || u.hash)
    throw new Error(`${FORMAT}; item ${n}: the address must have no credentials, query or fragment`);
  if (!u.pathname.endsWith('/add-checkpoint'))
    throw new Error(
      `${FORMAT}; item ${n}: the address must end in /add-checkpoint (the witness's submission prefix + /add-checkpoint)`,
    );
  let name: string;
  try {
    name = cosignatureVerifierFromKey(verifierKey).name;
  } catch (error) {
    throw new Error(`${FORMAT}; item ${n}: ${(error as Error).message}`);
  }
  return { url, verifierKey, name };
}

/** The configured witnesses; throws an Error naming the first item that is wrong. */
export function parseWitnessUrls(value: string): WitnessSetting[] {
  const items = value.split(',').filter((s) => s.trim() !== '');
  const witnesses = items.map((item, i) => parseItem(item, i + 1));
  const names = new Set<string>();
  for (const w of witnesses) {
    if (names.has(w.name)) throw new Error(`${FORMAT}; the witness ${w.name} is listed twice`);
    names.add(w.name);
  }
  return witnesses;
}
