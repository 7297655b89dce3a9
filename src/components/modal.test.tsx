// @vitest-environment jsdom
/**
 * A modal opened from inside another (a question over a dialog): closing or cancelling the inner
 * one leaves the outer one open. React hands a nested <dialog>'s 'close' and 'cancel' events to
 * the outer dialog's handlers as well, so each Modal answers only its own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, ModalTitle } from './modal';

function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Modal open onClose={onOuterClose} frame="" className="">
      <ModalTitle>Outer</ModalTitle>
      <button onClick={() => setInner(true)}>ask</button>
      <Modal open={inner} onClose={() => setInner(false)} frame="" className="">
        <ModalTitle>Inner</ModalTitle>
        <button onClick={() => setInner(false)}>no</button>
      </Modal>
    </Modal>
  );
}

afterEach(cleanup);

describe('Modal inside a Modal', () => {
  it('closing or cancelling the inner one does not close the outer one', () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} />);
    fireEvent.click(screen.getByText('ask'));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    fireEvent.click(screen.getByText('no'));
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();

    fireEvent.click(screen.getByText('ask'));
    fireEvent(screen.getByRole('dialog', { name: 'Inner' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });
});
