/**
 * The working parts of both Crop Image popups (docs/product.md, 'Screens and routes' and 'Limits'), the composer's
 * and the media library's: useCropControls() wires react-cropper to a zoom of 1–3 in 0.05 steps relative to the
 * fitted photo (pinch and wheel keep to the same limits), quarter turns that keep the photo fitted and centred, and
 * arrow-key nudges of the crop box (1, 10 with Shift, 100 with Ctrl or Cmd); CropZoomTurn draws the labelled zoom
 * slider and the two rotate buttons. The dialogs keep their own frame, texts and what they do with the crop.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ReactCropperElement, ReactCropperProps } from 'react-cropper';
import { Button } from './button';
import { Icon, type IconProps } from './icons';
import { ROTATE_STEP, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom, nudgeFor } from '@/photos/crop-keys';
import { centreAndFill, fitRatio } from '@/photos/crop-fit';

export function useCropControls() {
  const cropperRef = useRef<ReactCropperElement>(null);
  const [zoom, setZoom] = useState(1);
  const cropper = () => cropperRef.current?.cropper;

  const applyZoom = (value: number) => {
    const c = cropper();
    if (!c) return;
    const next = clampZoom(value);
    setZoom(next);
    c.zoomTo(fitRatio(c) * next);
  };

  const turn = (by: number) => {
    const c = cropper();
    if (!c) return;
    // Shrink the crop box first: cropperjs keeps the photo at least as large as the box.
    c.setCropBoxData({ width: 48, height: 48 });
    c.rotate(by);
    c.zoomTo(fitRatio(c) * zoom);
    centreAndFill(c);
  };

  /** The dialog panel's key handler: arrows move the crop box (not while a slider has the focus). */
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const move = nudgeFor(event);
    const c = cropper();
    if (!move || !c) return;
    event.preventDefault();
    const box = c.getCropBoxData();
    c.setCropBoxData({ left: box.left + move.dx, top: box.top + move.dy });
  };

  /**
   * Spread on <Cropper>: its ref, the zoom reset when a photo is ready, the zoom limits, and the
   * behaviour both crops share (the photo moves under a fixed box that starts on the whole photo).
   */
  const cropperProps = {
    ref: cropperRef,
    style: { height: '100%', width: '100%' },
    viewMode: 1,
    dragMode: 'move',
    autoCropArea: 1,
    background: false,
    checkOrientation: false,
    toggleDragModeOnDblclick: false,
    ready: () => setZoom(1),
    zoom: (event) => {
      const c = cropper();
      if (!c) return;
      const relative = event.detail.ratio / fitRatio(c);
      if (relative < ZOOM_MIN - 0.001 || relative > ZOOM_MAX + 0.001) event.preventDefault();
      else setZoom(clampZoom(relative));
    },
  } satisfies Partial<ReactCropperProps> & { ref: typeof cropperRef };

  return { cropper, zoom, applyZoom, turn, onKeyDown, cropperProps };
}

export type CropControls = ReturnType<typeof useCropControls>;

export interface CropZoomTurnProps {
  controls: CropControls;
  labels: { zoom: string; rotateLeft: string; rotateRight: string };
  /** The rotate buttons wait for the photo (and for a save in progress). */
  turnDisabled: boolean;
}

/** The zoom slider with its label and value, and the two quarter-turn buttons. */
export function CropZoomTurn({ controls, labels, turnDisabled }: CropZoomTurnProps) {
  const id = useId();
  return (
    <>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="w-16 shrink-0 text-[15px] font-semibold text-ink">
          {labels.zoom}
        </label>
        <input
          id={id}
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={controls.zoom}
          onChange={(event) => controls.applyZoom(Number(event.target.value))}
          className="h-12 min-w-0 flex-1 accent-brand-700"
        />
        <output htmlFor={id} className="w-14 shrink-0 text-right text-[15px] font-semibold text-ink tabular-nums">
          {controls.zoom.toFixed(2)}×
        </output>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button look="bordered" onClick={() => controls.turn(-ROTATE_STEP)} disabled={turnDisabled}>
          <RotateLeftIcon />
          {labels.rotateLeft}
        </Button>
        <Button look="bordered" onClick={() => controls.turn(ROTATE_STEP)} disabled={turnDisabled}>
          <RotateRightIcon />
          {labels.rotateRight}
        </Button>
      </div>
    </>
  );
}

const RotateLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4v6h6" />
    <path d="M3.5 14a8.5 8.5 0 1 0 2-8.5L3 10" />
  </Icon>
);

const RotateRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 4v6h-6" />
    <path d="M20.5 14a8.5 8.5 0 1 1-2-8.5L21 10" />
  </Icon>
);
