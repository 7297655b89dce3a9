/**
 * Asking one witness to cosign the log's latest checkpoint (C2SP tlog-witness `add-checkpoint`;
 * docs/log.md, 'Witnesses'). The request carries the size the server believes the witness last
 * cosigned, the consistency proof from that size (read from the log's tiles) and the signed
 * checkpoint. A 409 answers the witness's own size: the request is made again with a proof from
 * there. Every cosignature in a 200 answer is verified with the witness's configured key; only
 * those that verify are stored (and so served), a bad one is refused and reported.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { cosignatureVerifierFromKey } from '@common/tlog/cosignature.ts';
import { bytesEqual, toBase64, utf8 } from '@common/tlog/hash.ts';
import { splitNote } from '@common/tlog/note.ts';
import { consistencyProofFromTiles, tilePath, type Tile } from '@common/tlog/tiles.ts';
import type { AppContext } from '../../context.ts';
import type { WitnessSetting } from '../../lib/witness-urls.ts';
import { readTile } from './log-files.ts';
import { recordCosignature, recordWitnessSize } from './log-witnesses.repository.ts';

/** Why a witness did not cosign; the message goes to the server's log and the witness's row. */
class WitnessError extends Error {}

const MAX_ANSWER = 64 * 1024;
/** A 409 moves the request to the witness's size; more than this many in a row is an error. */
const MAX_ATTEMPTS = 3;

async function readAnswer(res: Response): Promise<string> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER) throw new WitnessError(`answered ${length} bytes, more than ${MAX_ANSWER}`);
  const text = await res.text();
  if (text.length > MAX_ANSWER) throw new WitnessError(`answered more than ${MAX_ANSWER} bytes`);
  return text;
}

/** A verifier that throws (a timestamp out of range) has not verified. */
function verifies(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** The lines of `answer` that are the witness's valid cosignatures of `text`; warns of bad ones. */
function verifiedCosignatures(w: WitnessSetting, text: string, answer: string, log: FastifyBaseLogger): string {
  let signatures;
  try {
    signatures = splitNote(`${text}\n${answer}`).signatures;
  } catch (error) {
    throw new WitnessError(`answered something that is not cosignature lines (${(error as Error).message})`);
  }
  const verifier = cosignatureVerifierFromKey(w.verifierKey);
  const good: string[] = [];
  for (const s of signatures) {
    if (s.name !== verifier.name || !bytesEqual(s.keyId, verifier.keyId)) continue; // another key: ignored
    if (verifies(() => verifier.verify(utf8(text), s.sig))) good.push(s.line);
    else log.warn({ witness: w.name, url: w.url }, 'public log: a witness cosignature does not verify; refused');
  }
  if (good.length === 0) throw new WitnessError('answered no cosignature that verifies with its key');
  return good.join('');
}

function proofReader(ctx: AppContext) {
  return async (t: Tile) => {
    const data = await readTile(ctx.files, t);
    if (!data) throw new Error(`log tile ${tilePath(t)} is missing from the store`);
    return data;
  };
}

/**
 * Submits `note` (the log's signed checkpoint) to the witness, starting from `witnessSize`.
 * Resolves once a verified cosignature is stored; throws WitnessError (or a network error) otherwise.
 */
export async function submitCheckpoint(
  ctx: AppContext,
  w: WitnessSetting,
  witnessSize: number,
  note: string,
  o: { timeoutMs: number; log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<void> {
  const { text } = splitNote(note);
  const { size } = parseCheckpoint(text);
  let old = witnessSize;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (old > size)
      throw new WitnessError(`the witness has cosigned ${old} entries of this log, more than the ${size} signed here`);
    const proof = await consistencyProofFromTiles(old, size, proofReader(ctx));
    const body = `old ${old}\n${proof.map((h) => `${toBase64(h)}\n`).join('')}\n${note}`;
    const res = await fetch(w.url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      signal: o.signal
        ? AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs)])
        : AbortSignal.timeout(o.timeoutMs),
    });
    const answer = await readAnswer(res);
    if (res.status === 409) {
      const m = /^(0|[1-9]\d{0,15})\n$/.exec(answer);
      if (!m) throw new WitnessError('answered 409 without its size');
      old = Number(m[1]);
      await recordWitnessSize(ctx.db, w.verifierKey, old);
      continue;
    }
    if (res.status !== 200) throw new WitnessError(`answered ${res.status}: ${answer.slice(0, 200).trim()}`);
    const lines = verifiedCosignatures(w, text, answer, o.log);
    await recordCosignature(ctx.db, w.verifierKey, size, text, lines, ctx.clock.now());
    return;
  }
  throw new WitnessError(`answered 409 ${MAX_ATTEMPTS} times in a row`);
}
