/**
 * The one script of the public audit page (docs/log.md, 'Verifying, without trusting the server'),
 * built on its own (scripts/build-audit-verify.ts) so the page stays small and the PWA does not
 * carry it. The page works without it; with it, each logged post's "Verify" button shows, and a
 * press checks the post in this browser (verify-post.ts). The texts come from the page, in its
 * language, from `#log-verify`'s data-texts; the script only fills in numbers.
 * Files under /log/ are kept in Cache Storage as they are fetched, so a visitor who checked once can
 * check again offline against the last checkpoint seen.
 */
import { verifyPost, type LogAccess, type VerifyResult } from './verify-post';

const CACHE = 'hostel-log-v1';

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

async function kept(url: string): Promise<Response | undefined> {
  return 'caches' in globalThis ? (await caches.open(CACHE)).match(url) : undefined;
}

async function fetchKeeping(url: string): Promise<Response | undefined> {
  try {
    const answer = await fetch(url, { cache: 'no-cache' });
    if (answer.ok && 'caches' in globalThis) await (await caches.open(CACHE)).put(url, answer.clone());
    return answer;
  } catch {
    return kept(url); // offline: what was kept, if anything
  }
}

const storage: Pick<LogAccess, 'load' | 'save'> = {
  load: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  save: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or full storage: this visit checks without remembering.
    }
  },
};

const access: LogAccess = {
  async checkpoint() {
    try {
      const answer = await fetch('/log/checkpoint', { cache: 'no-store' });
      return answer.ok ? await answer.text() : null;
    } catch {
      return null;
    }
  },
  async file(path) {
    const answer = await fetchKeeping(`/log/${path}`);
    if (!answer?.ok) throw new Error(`/log/${path} could not be had`);
    return new Uint8Array(await answer.arrayBuffer());
  },
  ...storage,
};

function message(texts: Record<string, string>, result: VerifyResult, index: number): string {
  if (result.ok) return fill(result.offline ? texts.okOffline! : texts.ok!, { index, size: result.size });
  const key = result.reason === 'entry' ? 'entryWrong' : result.reason;
  return fill(texts[key] ?? '', { index });
}

function start(): void {
  const root = document.getElementById('log-verify');
  if (!root) return;
  const key = root.dataset.key ?? '';
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-log-post]')) {
    const output = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const postId = Number(button.dataset.logPost);
    const index = Number(button.dataset.logIndex);
    button.hidden = false;
    button.addEventListener('click', () => {
      if (!output || button.disabled) return;
      button.disabled = true;
      output.textContent = texts.checking ?? '';
      output.removeAttribute('data-result');
      const started = performance.now();
      void verifyPost(access, key, postId, index).then((result) => {
        output.textContent = message(texts, result, index);
        output.dataset.result = result.ok ? 'ok' : result.reason;
        output.dataset.ms = (performance.now() - started).toFixed(1);
        button.disabled = false;
      });
    });
  }
}

start();
