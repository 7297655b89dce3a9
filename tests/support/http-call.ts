/**
 * One call to our API over real HTTP, as a phone or a browser makes it: the bearer token, a JSON
 * body, and redirects not followed (the X callback's 302 is read, not taken). Shared by the tests
 * that run real server processes (x-processes.ts) and by the P8 benchmark (scripts/bench), which
 * must not load the test harness. `base` ends with the API prefix, e.g. `http://127.0.0.1:8080/api/v1`.
 */
export interface CallAnswer {
  status: number;
  location: string | null;
  /** The envelope's `data`, as each caller reads it. */
  data: any;
}

export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<CallAnswer> {
  const res = await fetch(`${base}/${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), data: text ? JSON.parse(text).data : null };
}
