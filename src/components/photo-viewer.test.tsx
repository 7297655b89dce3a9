// @vitest-environment jsdom
/**
 * The photo viewer by keyboard and by swipe: it opens on the photo asked for, the arrow keys and
 * the buttons move and wrap round with the '2 / 4' counter following, each photo keeps its alt
 * text, a sideways swipe moves, a vertical one does not, and Escape asks to close.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PhotoViewer } from './photo-viewer';

const photos = [1, 2, 3, 4].map((n) => ({ src: `/media/${n}.jpg`, alt: `Photo ${n} of 4` }));

afterEach(cleanup);

const shown = () => screen.getByRole('img', { hidden: true }) as HTMLImageElement;
const counter = () => screen.getByTestId('viewer-counter').textContent;

describe('PhotoViewer', () => {
  it('opens on the photo asked for and moves with the arrow keys, wrapping round', () => {
    render(<PhotoViewer open title="Photos" photos={photos} start={1} onClose={() => {}} />);
    expect(counter()).toBe('2 / 4');
    expect(shown().getAttribute('src')).toBe('/media/2.jpg');
    expect(shown().alt).toBe('Photo 2 of 4');
    const close = screen.getByRole('button', { name: 'Close the photos', hidden: true });
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 4');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 4');
    expect(shown().alt).toBe('Photo 1 of 4');
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(counter()).toBe('4 / 4');
    expect(shown().getAttribute('src')).toBe('/media/4.jpg');
  });

  it('moves with the previous and next buttons', () => {
    render(<PhotoViewer open title="Photos" photos={photos} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo', hidden: true }));
    expect(counter()).toBe('2 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo', hidden: true }));
    expect(counter()).toBe('4 / 4');
  });

  it('moves with a sideways swipe and ignores a vertical one', () => {
    render(<PhotoViewer open title="Photos" photos={photos} onClose={() => {}} />);
    const area = shown().parentElement!;
    fireEvent.pointerDown(area, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(area, { clientX: 180, clientY: 210 });
    expect(counter()).toBe('2 / 4');
    fireEvent.pointerDown(area, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(area, { clientX: 220, clientY: 205 });
    expect(counter()).toBe('1 / 4');
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 150, clientY: 300 });
    expect(counter()).toBe('1 / 4');
  });

  it('asks to close on Escape and on the close button, and starts again where asked when reopened', () => {
    const onClose = vi.fn();
    const { rerender } = render(<PhotoViewer open title="Photos" photos={photos} start={2} onClose={onClose} />);
    const dialog = document.querySelector('dialog')!;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close the photos', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(shown(), { key: 'ArrowRight' });
    expect(counter()).toBe('4 / 4');
    rerender(<PhotoViewer open={false} title="Photos" photos={photos} start={2} onClose={onClose} />);
    rerender(<PhotoViewer open title="Photos" photos={photos} start={2} onClose={onClose} />);
    expect(counter()).toBe('3 / 4');
  });
});
