/**
 * P5, the server at state scale: `npm run bench:server [-- --duration 10 --connections 50]`, after
 * `npm run seed:scale` into the same PostgreSQL (see docs/benchmarks.md for the one command that
 * does both inside scripts/with-postgres.sh). Starts the real server in-process on 127.0.0.1, signs
 * in a warden, a DD and an admin of the scale seed, and loads each endpoint with autocannon in turn.
 * One line per endpoint: p50/p95/p99 latency, req/s, and req/s as a ratio to /health in this run.
 * Targets: p95 ≤ 50 ms and ≥ ½ of /health's throughput.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { SCALE_ADMIN, SCALE_ADMIN_PHONE, SCALE_DD, SCALE_PASSWORD, scaleWarden } from './seed-scale.ts';
import { percentile, startScaleServer } from './scale-server.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);

const server = await startScaleServer();
try {
  const [warden, dd, admin] = [await server.signIn(scaleWarden(1), SCALE_PASSWORD), await server.signIn(SCALE_DD, SCALE_PASSWORD), await server.signIn(SCALE_ADMIN, SCALE_PASSWORD, SCALE_ADMIN_PHONE)];
  const posts = await server.app.inject({ method: 'GET', url: '/api/v1/tweet/warden?page=1', headers: { authorization: `Bearer ${warden}` } });
  console.log(`server ${server.base}; warden1 has ${String(posts.json().data.total_items)} posts; ${CONNECTIONS} connections, ${DURATION} s each; load ${os.loadavg()[0]!.toFixed(1)}`);

  const targets: { name: string; path: string; token: string | null }[] = [
    { name: 'health', path: '/api/v1/health', token: null },
    { name: 'stat/warden-home', path: '/api/v1/stat/warden-home', token: warden },
    { name: 'stat/dd-home', path: '/api/v1/stat/dd-home', token: dd },
    { name: 'stat/admin-home', path: '/api/v1/stat/admin-home', token: admin },
    { name: 'tweet/warden?page=1', path: '/api/v1/tweet/warden?page=1', token: warden },
    { name: 'tweets/dd-home?page=1', path: '/api/v1/tweets/dd-home?page=1', token: dd },
  ];
  let healthRps = NaN;
  for (const target of targets) {
    // A short warm-up so JIT and the pool's connections are not in the figure.
    const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
    await load(server.base + target.path, headers, 10, 1);
    const { result, times } = await load(server.base + target.path, headers, CONNECTIONS, DURATION);
    const rps = result.requests.average;
    if (target.name === 'health') healthRps = rps;
    const bad = result.errors + result.timeouts + result.non2xx;
    const p95 = Math.round(percentile(times, 95));
    const ratio = rps / healthRps;
    const met = p95 <= 50 && (target.name === 'health' || ratio >= 0.5);
    console.log(
      `P5 ${target.name.padEnd(22)} p50 ${result.latency.p50} ms, p95 ${p95} ms, p99 ${result.latency.p99} ms, ${rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)} % of /health), ${bad} errors/non-2xx, load ${os.loadavg()[0]!.toFixed(1)}: ${met ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  // autocannon calls back with requests still in flight; let them finish before the pool closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server.close();
}

/** autocannon's summary has p90 and p97.5 but no p95, so every response time is kept as well. */
function load(url: string, headers: Record<string, string>, connections: number, duration: number): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration }, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
