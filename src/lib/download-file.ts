/**
 * Saves a file the API answers only to a signed-in caller (the league table's CSV, a weekly report's
 * PDF): fetched with the Bearer token, since a plain link would carry none, then handed to the
 * browser through a temporary object URL under the server's file name. Resolves with that name;
 * throws with the status on a refused answer, so the screen can say what went wrong. saveBlob
 * does the last step for a file made on the phone.
 */
import type { CallInput, OperationOf, Route } from '@common/api-call';
import { routeUrl } from '@/lib/api-client';
import { sessionStore } from '@/session/session-store';

/** Downloads the file an operation answers (one whose answer is text/csv or a PDF, not an envelope). */
export async function downloadFile<R extends Route>(
  route: R,
  request: CallInput<OperationOf<R>>,
  fallbackName: string,
): Promise<string> {
  const token = sessionStore.getState().access_token;
  const response = await fetch(routeUrl(route, request), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob made on the phone (an export) to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
