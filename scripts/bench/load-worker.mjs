// The load generator of bench:server, on its own thread so it does not share the server's event
// loop: autocannon with a list of requests (path and user) that each connection cycles through, so
// the load comes from many users, not one; every response time is kept for the percentiles.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration } = workerData;
const requests = workerData.requests.map(({ path, token }) => ({
  method: 'GET',
  path,
  headers: token ? { authorization: `Bearer ${token}` } : {},
}));
// In a worker thread autocannon hands back raw, unaggregated results, so the figures are counted here.
const times = [];
let bad = 0;
const instance = autocannon({ url, connections, duration, requests }, (error) => {
  if (error) throw error;
  parentPort.postMessage({ rps: times.length / duration, bad, times });
});
instance.on('response', (_client, status, _bytes, responseTime) => {
  times.push(responseTime);
  if (status < 200 || status > 299) bad++;
});
instance.on('reqError', () => bad++);
