/**
 * The tallies of `npm run soak`, apart from soak.ts to keep the load loop short: per operation the
 * count, the errors (network errors and unexpected statuses, by kind) and the answer times, printed
 * as a table with p50/p95/p99; and the server's RSS series with its growth over the last minutes.
 */
import { percentile } from './scale-server.ts';

export interface Op {
  count: number;
  errors: Map<string, number>;
  times: number[];
}

export class Tally {
  readonly ops = new Map<string, Op>();

  private op(name: string): Op {
    let op = this.ops.get(name);
    if (!op) this.ops.set(name, (op = { count: 0, errors: new Map(), times: [] }));
    return op;
  }

  ok(name: string, ms: number): void {
    const op = this.op(name);
    op.count++;
    op.times.push(ms);
  }

  error(name: string, kind: string, ms: number): void {
    this.ok(name, ms);
    const errors = this.op(name).errors;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
  }

  get errorCount(): number {
    let n = 0;
    for (const op of this.ops.values()) for (const e of op.errors.values()) n += e;
    return n;
  }

  table(): string {
    const rows = [['operation', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms']];
    for (const [name, op] of [...this.ops].sort(([a], [b]) => a.localeCompare(b))) {
      const errors = [...op.errors.values()].reduce((a, b) => a + b, 0);
      rows.push([
        name,
        String(op.count),
        errors ? `${errors} (${[...op.errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : '0',
        ...[50, 95, 99].map((p) => percentile(op.times, p).toFixed(0)),
      ]);
    }
    return rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
  }
}

export interface RssSample {
  second: number;
  mb: number;
}

/** Growth over the samples of the last `windowSeconds`: (last − first) / first, and (max − min) / min. */
export function rssGrowth(samples: RssSample[], windowSeconds: number) {
  const end = samples.at(-1)?.second ?? 0;
  const window = samples.filter((s) => s.second >= end - windowSeconds && Number.isFinite(s.mb));
  const first = window[0]?.mb ?? NaN;
  const last = window.at(-1)?.mb ?? NaN;
  const mbs = window.map((s) => s.mb);
  const max = Math.max(...mbs);
  const min = Math.min(...mbs);
  return {
    from: window[0]?.second ?? NaN,
    first,
    last,
    max,
    min,
    growth: (last - first) / first,
    spread: (max - min) / min,
  };
}
