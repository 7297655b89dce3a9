/**
 * One real server process for the X crash and two-process tests (tests/server/x-processes.test.ts):
 * the configuration from its environment, like `npm run serve`, and the X worker tuned by
 * X_TEST_TUNING (JSON) so a lease that a killed process held runs out in seconds, not a minute.
 * Prints `listening {port}` once it is ready; the test kills it with SIGKILL or SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@server/config.ts';
import { createServer } from '@server/server.ts';

const tuning = JSON.parse(process.env.X_TEST_TUNING ?? '{}') as Record<string, number>;
const app = await createServer(loadConfig(), { x: { tuning }, seedPosts: false });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
