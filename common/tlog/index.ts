/**
 * The public log's pure core in one import (docs/log.md): hashing, RFC 8785 canonical JSON,
 * RFC 6962 Merkle proofs, tlog-tiles, checkpoints, signed notes and witness cosignatures. It runs
 * unchanged in the browser (/audit) and in node (the server's sequencer, the witness); nothing
 * here does I/O: callers pass readers for tiles.
 */
export {
  EMPTY_ROOT,
  HASH_SIZE,
  bytesEqual,
  fromBase64,
  fromHex,
  leafHash,
  nodeHash,
  sha256,
  toBase64,
  toHex,
  utf8,
} from './hash.ts';
export { canonicalJson } from './canonical-json.ts';
export {
  consistencyProof,
  inclusionProof,
  memoryReader,
  rootOf,
  verifyConsistency,
  verifyInclusion,
  type NodeReader,
} from './merkle.ts';
export * from './tiles.ts';
export * from './note.ts';
export { keyIdOf, parseSignerKey, parseVerifierKey } from './note-keys.ts';
export * from './cosignature.ts';
export * from './checkpoint.ts';
