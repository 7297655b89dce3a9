/**
 * Sends a multipart form with upload progress, which fetch cannot report: XMLHttpRequest's upload
 * events. Otherwise it behaves like src/lib/api-client.ts: the same `/api/v1/…` URL and Bearer
 * token, the envelope unwrapped to its `data`, a `status: false` answer thrown as ApiError (no
 * toast: the upload popup shows the message on the file's own row), one token refresh and retry
 * after a 401, and status_code 0 when no answer came.
 */
import type { Envelope } from '@common/api';
import type { CallAnswer, CallInput, OperationOf, Route } from '@common/api-call';
import { MSG } from '@common/messages';
import { refreshTokens, routeUrl } from '@/lib/api-client';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-error';
import { sessionStore } from '@/session/session-store';

export interface UploadOptions {
  /** Percent of the body sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function sendOnce<T>(method: string, url: string, form: FormData, options: UploadOptions): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.getState().access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.((event.loaded / event.total) * 100);
    };
    const failed = (): Envelope<T> => ({ status: false, status_code: 0, message: NETWORK_MESSAGE, data: null as T });
    xhr.onerror = () => resolve(failed());
    xhr.ontimeout = () => resolve(failed());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as Envelope<T>;
        if (typeof envelope?.status === 'boolean') return resolve(envelope);
      } catch {
        // Not JSON (a proxy page): judged by the HTTP status below.
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({ status: ok, status_code: xhr.status, message: ok ? MSG.ok : MSG.somethingWrong, data: null as T });
    };
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads the request's form to an operation that takes one, and answers the envelope's `data`. */
export async function uploadWithProgress<R extends Route>(
  route: R,
  request: CallInput<OperationOf<R>>,
  options: UploadOptions = {},
): Promise<CallAnswer<OperationOf<R>>> {
  type T = CallAnswer<OperationOf<R>>;
  const url = routeUrl(route, request);
  const form = (request as { body: FormData }).body;
  let answer = await sendOnce<T>(route.method, url, form, options);
  const session = sessionStore.getState();
  if (answer.status_code === 401 && session.is_validated && session.refresh_token) {
    if ((await refreshTokens()) === 'ok') answer = await sendOnce<T>(route.method, url, form, options);
  }
  if (!answer.status) throw new ApiError(answer.status_code, answer.message, answer.data);
  return answer.data;
}
