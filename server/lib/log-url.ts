/**
 * What the request log shows of an address: its path and query, with the values of one-time
 * secrets replaced. X's sign-in comes back to `x/callback?code=…&state=…`: the code and the state
 * are single-use and short-lived, but a secret in a log is a secret in every backup of it.
 */
const SECRET_PARAMS = /([?&](?:code|state|token|refresh_token|access_token)=)[^&#]*/gi;

export const loggedUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** pino's `req` serializer: Fastify's usual fields, the address through loggedUrl. */
export function requestForLog(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
