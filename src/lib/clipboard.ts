/**
 * Copying text and saving it as a .txt file, for things a user must keep (the 2FA key, recovery
 * codes). The async Clipboard API needs a secure context and a recent browser; the console is also
 * opened over plain http on office networks and in old Android WebViews, so a hidden-textarea
 * fallback covers those. Both answer whether they worked instead of throwing.
 */

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.top = '0';
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** Copies `text`; answers false when neither way worked (the caller then says so). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or the document lost focus: try the old way below.
  }
  return copyWithTextarea(text);
}

/** Offers `text` as a download named `fileName` (plain UTF-8 text, Windows-friendly line ends). */
export function downloadText(fileName: string, text: string): boolean {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return false;
  const blob = new Blob([text.replace(/\r?\n/g, '\r\n')], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
