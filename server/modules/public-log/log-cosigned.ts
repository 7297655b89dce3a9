/**
 * The log's latest checkpoint as it is served (docs/log.md, 'Witnesses'): the note signed by the
 * log's key with the stored, verified cosignature lines of each configured witness that cosigned
 * that very checkpoint appended, so it stays one valid signed note with several signatures. A
 * witness that has not cosigned the latest checkpoint yet adds nothing; neither does one no longer
 * in WITNESS_URLS. Also what `/audit` says about the log.
 */
import { splitNote } from '@common/tlog/note.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import type { AppContext } from '../../context.ts';
import { logState } from './log-state.repository.ts';
import { cosignaturesOf } from './log-witnesses.repository.ts';

const keysOf = (ctx: AppContext) => ctx.config.WITNESS_URLS.map((w) => w.verifierKey);

/** The cosignature lines of the configured witnesses on the checkpoint `note`, in WITNESS_URLS order. */
async function cosignatureLines(ctx: AppContext, note: string): Promise<string[]> {
  const keys = keysOf(ctx);
  if (keys.length === 0) return [];
  const found = await cosignaturesOf(ctx.db, splitNote(note).text, keys);
  return keys.flatMap((k) => found.get(k) ?? []);
}

/** `note` with the witnesses' cosignatures of it appended. */
export async function withCosignatures(ctx: AppContext, note: string): Promise<string> {
  return note + (await cosignatureLines(ctx, note)).join('');
}

export interface LogSummary {
  /** Entries in the latest signed checkpoint. */
  size: number;
  /** When the latest checkpoint was signed; null before the first. */
  signedAt: Date | null;
  /** How many configured witnesses cosigned it, of how many. */
  cosigned: number;
  witnesses: number;
  verifierKey: string;
}

export async function logSummary(ctx: AppContext): Promise<LogSummary> {
  const state = await logState(ctx.db);
  const note = state.checkpoint;
  return {
    size: note ? parseCheckpoint(splitNote(note).text).size : 0,
    signedAt: note ? state.updated_at : null,
    cosigned: note ? (await cosignatureLines(ctx, note)).length : 0,
    witnesses: ctx.config.WITNESS_URLS.length,
    verifierKey: ctx.publicLog.identity.verifierKey,
  };
}
