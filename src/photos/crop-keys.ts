/**
 * Keyboard nudges of the crop box (docs/product.md, 'Limits'): the arrow keys move it by 1 px, by 10 with Shift,
 * by 100 with Ctrl or Cmd; and the crop dialogs' zoom and rotation steps. Shared by the composer's
 * and the media library's Crop Image popups (src/components/crop-controls.tsx). Pure, so the key
 * handling is tested without a cropper.
 */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.05;
export const ROTATE_STEP = 90;

export interface NudgeKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function nudgeStep(event: Pick<NudgeKey, 'shiftKey' | 'ctrlKey' | 'metaKey'>): number {
  if (event.ctrlKey || event.metaKey) return 100;
  if (event.shiftKey) return 10;
  return 1;
}

/** The crop box's move for a key press, or null when the key is not an arrow. */
export function nudgeFor(event: NudgeKey): { dx: number; dy: number } | null {
  const direction = DIRECTIONS[event.key];
  if (!direction) return null;
  const step = nudgeStep(event);
  return { dx: direction[0] * step, dy: direction[1] * step };
}

/** A zoom value snapped to the slider's 0.05 steps within 1–3. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM_MIN;
  const snapped = Math.round(value / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number(snapped.toFixed(2))));
}
