/**
 * A small public log for the tests of the standalone verifier and the witness (docs/log.md): it
 * keeps tiles and entry bundles in memory, built with common/tlog exactly as the server does, signs
 * checkpoints, and can be served on 127.0.0.1 by a plain node:http server with the log's paths
 * (/log/key, /log/checkpoint, /log/tile/..., /api/v1/public/log/proof/<id>). It can also be made
 * to misbehave: rewrite an entry, lose entries, or serve a changed checkpoint or proof.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { formatCheckpoint } from '@common/tlog/checkpoint.ts';
import { EMPTY_ROOT, leafHash, toBase64, utf8 } from '@common/tlog/hash.ts';
import { signNote, signerFromKey } from '@common/tlog/note.ts';
import {
  appendToTree,
  consistencyProofFromTiles,
  encodeEntryBundle,
  entriesPath,
  inclusionProofFromTiles,
  parseTilePath,
  tilePath,
  type Tile,
} from '@common/tlog/tiles.ts';

export const postEntry = (postId: number): string =>
  canonicalJson({ v: 1, kind: 'post', post_id: postId, organization_id: 7, day: '2026-11-28', meal: 'lunch' });

export class FakeLog {
  readonly store = new Map<string, Uint8Array>();
  readonly entries: string[] = [];
  root = EMPTY_ROOT;
  checkpoint = '';

  constructor(
    readonly origin: string,
    readonly signerKey: string,
  ) {
    this.sign();
  }

  get size(): number {
    return this.entries.length;
  }

  readTile = (t: Tile): Promise<Uint8Array> => {
    const data = this.store.get(tilePath(t));
    return data ? Promise.resolve(data) : Promise.reject(new Error(`no tile ${tilePath(t)}`));
  };

  /** Appends entries, writes their tiles and bundles, and signs the new checkpoint. */
  append(bodies: string[]): this {
    const oldSize = this.size;
    const read = (t: Tile): Uint8Array => this.store.get(tilePath(t))!;
    const r = appendToTree(
      oldSize,
      read,
      bodies.map((b) => leafHash(utf8(b))),
    );
    this.entries.push(...bodies);
    for (const { tile, data } of r.tiles) {
      this.store.set(tilePath(tile), data);
      if (tile.level === 0) {
        const first = tile.index * 256;
        const bundle = this.entries.slice(first, first + tile.width).map(utf8);
        this.store.set(entriesPath(tile.index, tile.width), encodeEntryBundle(bundle));
      }
    }
    this.root = r.root;
    return this.sign();
  }

  appendPosts(from: number, count: number): this {
    return this.append(Array.from({ length: count }, (_, i) => postEntry(from + i)));
  }

  sign(signerKey = this.signerKey): this {
    const text = formatCheckpoint({ origin: this.origin, size: this.size, root: this.root, extensions: [] });
    this.checkpoint = signNote(text, [signerFromKey(signerKey)]);
    return this;
  }

  /** The same log key over other entries: entries from `from` on replaced, as a dishonest log would. */
  rewritten(from: number, bodies: string[]): FakeLog {
    return new FakeLog(this.origin, this.signerKey).append([...this.entries.slice(0, from), ...bodies]);
  }

  consistencyProof(size1: number): Promise<Uint8Array[]> {
    return consistencyProofFromTiles(size1, this.size, this.readTile);
  }

  async receipt(postId: number): Promise<{ entry: string; index: number; proof: string[]; checkpoint: string }> {
    const index = this.entries.findIndex((e) => (JSON.parse(e) as { post_id: number }).post_id === postId);
    if (index < 0) throw new Error('not logged');
    const proof = await inclusionProofFromTiles(index, this.size, this.readTile);
    return { entry: this.entries[index]!, index, proof: proof.map(toBase64), checkpoint: this.checkpoint };
  }
}

export interface ServedLog {
  url: string;
  /** What the server serves; swap it to make the site misbehave. */
  log: FakeLog;
  verifierKey: string;
  /** Changes a receipt before it is served (to forge proofs). */
  tamper?: (r: Awaited<ReturnType<FakeLog['receipt']>>) => void;
  close(): Promise<void>;
}

export async function serveLog(log: FakeLog, verifierKey: string): Promise<ServedLog> {
  const served = { log, verifierKey } as ServedLog;
  const server = http.createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const tile = path.startsWith('/log/tile/') ? parseTilePath(path.slice('/log/'.length)) : null;
      const proof = /^\/api\/v1\/public\/log\/proof\/(\d+)$/.exec(path);
      let body: string | Uint8Array | undefined;
      if (path === '/log/key') body = `${served.verifierKey}\n`;
      else if (path === '/log/checkpoint') body = served.log.checkpoint;
      else if (tile) body = served.log.store.get(path.slice('/log/'.length));
      else if (proof) {
        const data = await served.log.receipt(Number(proof[1])).catch(() => undefined);
        if (data) served.tamper?.(data);
        if (data) body = JSON.stringify({ status: 'success', status_code: 200, message: 'OK', data });
      }
      res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  served.close = () => new Promise((resolve) => server.close(() => resolve()));
  return served;
}
