/**
 * A minimal tlog-witness (C2SP tlog-witness; docs/log.md) over node:http on 127.0.0.1: `POST
 * /add-checkpoint` cosigns a log's checkpoint when it is consistent with the last one the witness
 * cosigned for that origin, and `GET /<sha256(origin) hex>/checkpoint` answers that last cosigned
 * checkpoint. Its state (its key when generated, the last checkpoint per origin) is one JSON file,
 * written before each cosignature is answered.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generateCosignerKey, cosignerFromKey } from '@common/tlog/cosignature.ts';
import { sha256, toHex, utf8 } from '@common/tlog/hash.ts';
import { verifierFromKey, type NoteVerifier } from '@common/tlog/note.ts';
import { keyStringsFromSeed, parseSignerKey } from '@common/tlog/note-keys.ts';
import { addCheckpoint, type LogRecord } from './add-checkpoint.ts';

export interface WitnessOptions {
  stateFile: string;
  /** The witness's cosigner key (type 04); when absent, the one in the state file or a new one. */
  signerKey?: string;
  /** The name a generated key gets. */
  name?: string;
  /** Verifier keys of the logs it witnesses; each log's origin is its key's name. */
  logs: string[];
  port?: number;
  now?: () => number;
}

interface State {
  signerKey?: string;
  logs: Record<string, LogRecord | undefined>;
}

const MAX_BODY = 64 * 1024;

function loadState(file: string): State {
  if (!fs.existsSync(file)) return { logs: {} };
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
  return { ...state, logs: state.logs ?? {} };
}

function saveState(file: string, state: State): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export interface Witness {
  url: string;
  verifierKey: string;
  close(): Promise<void>;
}

export async function startWitness(o: WitnessOptions): Promise<Witness> {
  const state = loadState(o.stateFile);
  let signerKey = o.signerKey ?? state.signerKey;
  if (!signerKey) {
    signerKey = generateCosignerKey(o.name ?? 'witness.localhost/w1').signerKey;
    state.signerKey = signerKey;
    saveState(o.stateFile, state);
  }
  const cosigner = cosignerFromKey(signerKey, o.now ?? Date.now);
  const k = parseSignerKey(signerKey);
  const verifierKey = keyStringsFromSeed(k.name, k.type, k.key).verifierKey;
  const trusted = new Map<string, NoteVerifier[]>();
  for (const key of o.logs) {
    const v = verifierFromKey(key);
    trusted.set(v.name, [...(trusted.get(v.name) ?? []), v]);
  }

  const server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string): void => {
      res.writeHead(status, { 'content-type': type }).end(body);
    };
    const url = new URL(req.url ?? '/', 'http://witness');
    const monitor = /^\/([0-9a-f]{64})\/checkpoint$/.exec(url.pathname);
    if (req.method === 'GET' && monitor) {
      const origin = [...trusted.keys()].find((o) => toHex(sha256(utf8(o))) === monitor[1]);
      const record = origin ? state.logs[origin] : undefined;
      if (!record) return send(404, 'text/plain', 'no checkpoint cosigned for that log\n');
      return send(200, 'text/plain; charset=utf-8', record.checkpoint);
    }
    if (url.pathname !== '/add-checkpoint') return send(404, 'text/plain', 'not found\n');
    if (req.method !== 'POST') return send(405, 'text/plain', 'POST only\n');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) return void req.destroy();
      chunks.push(chunk);
    });
    req.on('end', () => {
      let body: string;
      try {
        body = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
      } catch {
        return send(400, 'text/plain', 'the body is not UTF-8\n');
      }
      // From here to the answer nothing awaits: check, persist, answer, one request at a time.
      const answer = addCheckpoint(body, trusted, state.logs, cosigner);
      if (answer.record) {
        state.logs[answer.record.origin] = answer.record.value;
        saveState(o.stateFile, state);
      }
      send(answer.status, answer.contentType, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    verifierKey,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
