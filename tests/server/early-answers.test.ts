/**
 * A refusal answered before the request's body was read to its end must leave the connection
 * clean: the outbox and every browser send the next request on the same keep-alive connection.
 * One client with one socket sends each refusal of `POST media` and `PUT media/{id}/file`, then
 * three good uploads; each is answered, on the same connection. A body too large to read at all
 * answers with the connection closed, and the next request goes through on a new one.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, multipart } from '../support/posting.ts';
import { noisyJpeg, twoFiles } from '../support/hostile-files.ts';
import { contentTokens } from '../support/content.ts';

interface Answer {
  status: number;
  body: { status?: boolean; message?: string };
  /** The client's port: the same number means the same connection. */
  port: number;
  closed: boolean;
}

let t: TestApp;
let base: URL;
let agent: http.Agent;
let warden: string;
let creator: string;

/** One request on the agent's one socket; answers within 8 s or fails. */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent, timeout: 8000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
          port: request.socket?.localPort ?? 0,
          closed: response.headers.connection === 'close',
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 8 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

const uploadTo = (path: string, token: string | null, form: { payload: Buffer; headers: Record<string, string> }) =>
  send(
    path === '/api/v1/media' ? 'POST' : 'PUT',
    path,
    {
      ...form.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-length': String(form.payload.length),
    },
    form.payload,
  );

let photo: Buffer;
const goodForm = () => multipart({ media_owner: 'OWNER' }, { name: 'plate.jpg', bytes: photo, type: 'image/jpeg' });

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = new URL(`http://127.0.0.1:${address.port}`);
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  warden = (await signIn(t, 'warden@example.org')).access_token;
  creator = (await contentTokens(t)).creator;
  photo = await jpeg();
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

describe('refusals that come before the body is read', () => {
  it('leave the keep-alive connection able to carry three good uploads after each', async () => {
    const first = await uploadTo('/api/v1/media', warden, goodForm());
    expect(first.status).toBe(201);
    const libraryFile = (await uploadTo('/api/v1/media', creator, goodForm())) as Answer & {
      body: { data?: { id?: number } };
    };
    const id = libraryFile.body.data?.id;
    expect(id).toBeGreaterThan(0);
    const big = await noisyJpeg(4000, 4000);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const refusals: [string, () => Promise<Answer>, number][] = [
      [
        'a NUL in the file name',
        () => uploadTo('/api/v1/media', warden, multipart({}, { name: '../../etc/passwd\0.jpg', bytes: big })),
        422,
      ],
      [
        'a type that is not allowed',
        () =>
          uploadTo(
            '/api/v1/media',
            warden,
            multipart({}, { name: 'run.exe', bytes: Buffer.concat([Buffer.from('MZ'), big]) }),
          ),
        415,
      ],
      [
        'a file over its type limit',
        () => uploadTo('/api/v1/media', warden, multipart({}, { name: 'big.jpg', bytes: big })),
        400,
      ],
      ['no token', () => uploadTo('/api/v1/media', null, goodForm()), 401],
      ['two files', () => uploadTo('/api/v1/media', warden, twoFiles(big, big)), 422],
      [
        'a wrong owner',
        () => uploadTo('/api/v1/media', warden, multipart({ media_owner: 'NOBODY' }, { name: 'a.jpg', bytes: big })),
        422,
      ],
      [
        'a NUL in a replaced file name',
        () => uploadTo(`/api/v1/media/${id}/file`, creator, multipart({}, { name: 'x\0.jpg', bytes: big })),
        422,
      ],
      ['a replacement by a warden', () => uploadTo(`/api/v1/media/${id}/file`, warden, goodForm()), 403],
      [
        'a JSON body over its limit',
        () =>
          send(
            'POST',
            '/api/v1/admin/login',
            { 'content-type': 'application/json' },
            Buffer.from(JSON.stringify({ email_id: 'x'.repeat(100_000) })),
          ),
        413,
      ],
    ];
    for (const [name, refuse, status] of refusals) {
      const refused = await refuse();
      expect(refused.status, name).toBe(status);
      expect(refused.body.status, name).toBe(false);
      // Fastify closes the connection when its JSON parser refuses a body; every upload refusal keeps it.
      expect(refused.closed, `${name} closes the connection`).toBe(status === 413);
      const ports: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const good = await uploadTo('/api/v1/media', warden, goodForm());
        expect(good.status, `${name}, good upload ${i + 1}`).toBe(201);
        ports.push(good.port);
      }
      expect(new Set(ports).size, `${name}: the three good uploads share one connection`).toBe(1);
      if (!refused.closed) expect(ports[0], `${name}: the same connection as the refusal`).toBe(refused.port);
    }
  });

  it('closes the connection after refusing a body too large to read, and the next request goes through', async () => {
    // Declared larger than any upload may be: answered at once, and the rest is never read.
    const huge = { payload: Buffer.alloc(0), headers: goodForm().headers };
    const refused = await send('POST', '/api/v1/media', {
      ...huge.headers,
      authorization: `Bearer ${warden}`,
      'content-length': String(200 * 1024 * 1024),
    });
    expect(refused.status).toBe(413);
    expect(refused.closed).toBe(true);
    expect(refused.body.message).toBe(MSG.bodyTooLarge);
    const after = await uploadTo('/api/v1/media', warden, goodForm());
    expect(after.status).toBe(201);
  });

  it('keeps the connection after a rate limit refuses an upload it never read', async () => {
    const limited = await makeTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const own = new URL(`http://127.0.0.1:${(limited.app.server.address() as { port: number }).port}`);
      const [saved, savedAgent] = [base, agent];
      [base, agent] = [own, new http.Agent({ keepAlive: true, maxSockets: 1 })];
      try {
        const tokens = await contentTokens(limited);
        let refused: Answer | null = null;
        for (let i = 0; i < 130 && !refused; i += 1) {
          const answer = await uploadTo(
            '/api/v1/media',
            tokens.warden,
            multipart({}, { name: 'big.jpg', bytes: photo }),
          );
          if (answer.status === 429) refused = answer;
        }
        expect(refused?.status).toBe(429);
        const big = await noisyJpeg(1200, 1200);
        const again = await uploadTo('/api/v1/media', tokens.warden, multipart({}, { name: 'big.jpg', bytes: big }));
        expect(again.status).toBe(429);
        for (let i = 0; i < 3; i += 1) {
          const good = await uploadTo('/api/v1/media', tokens.creator, goodForm());
          expect(good.status).toBe(201);
          expect(good.port).toBe(again.port);
        }
      } finally {
        agent.destroy();
        [base, agent] = [saved, savedAgent];
      }
    } finally {
      await limited.close();
    }
  });
});
