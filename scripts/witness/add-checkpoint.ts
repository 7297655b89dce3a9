/**
 * The witness's one decision (C2SP tlog-witness, `POST /add-checkpoint`; docs/log.md): given the
 * request body (an "old <size>" line, consistency proof lines, a blank line, a signed checkpoint)
 * and what the witness last cosigned for that log, answer the HTTP status and either the
 * cosignature lines or why not. Pure: the server around it keeps the state and writes it to disk
 * before it answers, with no await between reading the state and writing it.
 */
import { parseCheckpoint, type Checkpoint } from '@common/tlog/checkpoint.ts';
import { EMPTY_ROOT, bytesEqual, fromBase64, toBase64, utf8 } from '@common/tlog/hash.ts';
import { verifyConsistency } from '@common/tlog/merkle.ts';
import { openNote, signatureLine, splitNote, type NoteSigner, type NoteVerifier } from '@common/tlog/note.ts';

/** What the witness remembers per log origin: the last checkpoint it cosigned. */
export interface LogRecord {
  size: number;
  root: string;
  /** The checkpoint as submitted, with the witness's cosignature line added. */
  checkpoint: string;
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** Set when the checkpoint was cosigned: the new record to persist for its origin. */
  record?: { origin: string; value: LogRecord };
}

const MAX_PROOF_LINES = 63;
const text = (status: number, body: string): Answer => ({ status, contentType: 'text/plain; charset=utf-8', body });

interface Request {
  oldSize: number;
  proof: Uint8Array[];
  note: string;
}

function parseRequest(body: string): Request | string {
  const blank = body.indexOf('\n\n');
  if (blank < 0) return 'no blank line after the proof';
  const [oldLine = '', ...proofLines] = body.slice(0, blank).split('\n');
  const old = /^old (0|[1-9]\d{0,15})$/.exec(oldLine);
  if (!old) return 'the first line must be "old <size>"';
  if (proofLines.length > MAX_PROOF_LINES) return 'too many consistency proof lines';
  try {
    const proof = proofLines.map((l) => fromBase64(l));
    if (proof.some((h) => h.length !== 32)) return 'a proof line is not a 32-byte hash';
    return { oldSize: Number(old[1]), proof, note: body.slice(blank + 2) };
  } catch {
    return 'a proof line is not base64';
  }
}

/**
 * Decides one add-checkpoint request. `trusted` maps each known log origin to its verifiers;
 * `records` holds the last cosigned checkpoint per origin.
 */
export function addCheckpoint(
  body: string,
  trusted: Map<string, NoteVerifier[]>,
  records: Record<string, LogRecord | undefined>,
  cosigner: NoteSigner,
): Answer {
  const req = parseRequest(body);
  if (typeof req === 'string') return text(400, `${req}\n`);
  let checkpoint: Checkpoint;
  try {
    checkpoint = parseCheckpoint(splitNote(req.note).text);
  } catch (error) {
    return text(400, `${(error as Error).message}\n`);
  }
  const verifiers = trusted.get(checkpoint.origin);
  if (!verifiers) return text(404, `unknown log ${checkpoint.origin}\n`);
  try {
    openNote(req.note, verifiers);
  } catch (error) {
    return text(403, `${(error as Error).message}\n`);
  }
  if (req.oldSize > checkpoint.size) return text(400, 'old size is larger than the checkpoint size\n');
  const last = records[checkpoint.origin];
  const lastSize = last?.size ?? 0;
  if (req.oldSize !== lastSize) return { status: 409, contentType: 'text/x.tlog.size', body: `${lastSize}\n` };
  if (checkpoint.size === 0 && !bytesEqual(checkpoint.root, EMPTY_ROOT)) {
    return text(422, 'a checkpoint of size 0 must have the empty root\n');
  }
  const lastRoot = last ? fromBase64(last.root) : EMPTY_ROOT;
  if (!verifyConsistency(req.oldSize, checkpoint.size, req.proof, lastRoot, checkpoint.root)) {
    return text(422, `the checkpoint is not consistent with the one of size ${lastSize} cosigned before\n`);
  }
  const { text: noteText } = splitNote(req.note);
  const line = signatureLine(cosigner.name, cosigner.keyId, cosigner.sign(utf8(noteText)));
  const value = { size: checkpoint.size, root: toBase64(checkpoint.root), checkpoint: req.note + line };
  const record = { origin: checkpoint.origin, value };
  return { status: 200, contentType: 'text/plain; charset=utf-8', body: line, record };
}
