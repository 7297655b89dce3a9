/**
 * Saves a file the API answers only to a signed-in caller (the league table's CSV, a weekly report's
 * PDF): fetched with the Bearer token, since a plain link would carry none, then handed to the
 * browser through a temporary object URL under the server's file name. Resolves with that name;
 * throws with the status on a refused answer, so the screen can say what went wrong.
 */
import { apiUrl, type Query } from '@/lib/api-client';
import { sessionStore } from '@/session/session-store';

export async function downloadFile(path: string, fallbackName: string, query?: Query): Promise<string> {
  const token = sessionStore.getState().access_token;
  const response = await fetch(apiUrl(path, query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
