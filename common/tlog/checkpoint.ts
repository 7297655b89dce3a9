/**
 * Checkpoints (C2SP tlog-checkpoint; docs/log.md): the note text the log signs for each tree
 * size: the origin line (e.g. "hostels.example.org/log"), the tree size in decimal, the root hash
 * in base64, then optional extension lines, each line ending in "\n". Parsing is strict, so one
 * checkpoint has one text form and a malformed one is refused rather than guessed at.
 */
import { HASH_SIZE, fromBase64, hasControlChar, toBase64 } from './hash.ts';

export interface Checkpoint {
  origin: string;
  size: number;
  root: Uint8Array;
  extensions: string[];
}

const bad = (why: string): Error => new Error(`malformed checkpoint: ${why}`);

function checkLine(line: string, what: string): void {
  if (line.length === 0) throw bad(`empty ${what}`);
  if (hasControlChar(line, false)) throw bad(`control character in the ${what}`);
}

export function formatCheckpoint(c: Checkpoint): string {
  checkLine(c.origin, 'origin');
  if (!Number.isSafeInteger(c.size) || c.size < 0) throw bad(`size ${c.size}`);
  if (c.root.length !== HASH_SIZE) throw bad('the root is not 32 bytes');
  c.extensions.forEach((e) => checkLine(e, 'extension line'));
  return [c.origin, String(c.size), toBase64(c.root), ...c.extensions].map((l) => `${l}\n`).join('');
}

/** Parses a checkpoint's note text (as openNote answers it: no signatures). */
export function parseCheckpoint(text: string): Checkpoint {
  if (!text.endsWith('\n')) throw bad('does not end with a newline');
  const lines = text.slice(0, -1).split('\n');
  if (lines.length < 3) throw bad('fewer than three lines');
  const [origin, sizeLine, rootLine, ...extensions] = lines as [string, string, string, ...string[]];
  checkLine(origin, 'origin');
  if (!/^(?:0|[1-9]\d{0,15})$/.test(sizeLine) || !Number.isSafeInteger(Number(sizeLine))) {
    throw bad('the size is not a decimal number without leading zeros');
  }
  let root: Uint8Array;
  try {
    root = fromBase64(rootLine);
  } catch {
    throw bad('the root hash is not base64');
  }
  if (root.length !== HASH_SIZE) throw bad('the root hash is not 32 bytes');
  extensions.forEach((e) => checkLine(e, 'extension line'));
  return { origin, size: Number(sizeLine), root, extensions };
}
