/**
 * Every popup of the app (crop, confirmations, change password, the consoles' forms) on the
 * browser's own modal <dialog>: showModal() puts it in the top layer, makes the page behind it
 * inert (the focus stays inside), sends Escape as a 'cancel' event and gives the focus back to
 * what had it when the dialog closes. It replaces Headless UI's Dialog, which with its portal,
 * focus trap and transitions cost about 16 KB gzip on the warden's phone (docs/benchmarks.md, P3).
 *
 * Controlled like the old one: `open` decides, Escape and a tap on the backdrop ask `onClose`
 * (which may refuse, e.g. while busy). The children are mounted only while open (and while the
 * closing transition runs), so each opening starts fresh. `data-autofocus` marks the element to
 * focus first; without one the browser focuses the first focusable element.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** How long the `transition` look takes to leave (Tailwind's duration-200 below). */
const LEAVE_MS = 200;

interface ModalIds {
  titleId: string;
  descriptionId: string;
  setDescribed: (described: boolean) => void;
}
const ModalContext = createContext<ModalIds | null>(null);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Classes of the full-screen layer under the panel: backdrop colour, alignment, padding. */
  frame: string;
  /** Classes of the panel. */
  className: string;
  /** Fade in and out, the panel rising from below (the bottom sheets). */
  transition?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

export function Modal({ open, onClose, frame, className, transition = false, onKeyDown, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const [described, setDescribed] = useState(false);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  // Keep the content for the closing transition, then unmount it as Headless UI did.
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open && transition);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const outside = (target: EventTarget | null) => !(target instanceof Node && panelRef.current?.contains(target));

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      onCancel={(event) => {
        // React hands a nested dialog's 'cancel' and 'close' to this one too: only our own count.
        if (event.target !== event.currentTarget) return;
        // Escape: the parent decides (it may be busy).
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Chrome closes without a cancelable 'cancel' on a second Escape with no user activation
        // in between: ask the parent, and open again if it keeps the dialog open.
        if (!openRef.current) return;
        onCloseRef.current();
        requestAnimationFrame(() => {
          const dialog = dialogRef.current;
          if (openRef.current && dialog && !dialog.open) dialog.showModal();
        });
      }}
      onPointerDown={(event) => {
        pressedOutside.current = outside(event.target);
      }}
      onClick={(event) => {
        if (pressedOutside.current && outside(event.target)) onClose();
        pressedOutside.current = false;
      }}
      className={`group fixed inset-0 z-50 m-0 size-full max-h-none max-w-none overflow-y-auto border-0 bg-transparent p-0 text-inherit backdrop:bg-transparent ${
        transition
          ? 'opacity-0 transition-[opacity,display,overlay] transition-discrete duration-200 open:opacity-100 starting:open:opacity-0'
          : ''
      }`}
    >
      <div className={`min-h-full ${frame}`}>
        <div
          ref={panelRef}
          onKeyDown={onKeyDown}
          className={`${className} ${transition ? 'translate-y-6 transition-transform duration-200 group-open:translate-y-0 starting:group-open:translate-y-6' : ''}`}
        >
          <ModalContext.Provider value={{ titleId, descriptionId, setDescribed }}>
            {open || leaving ? children : null}
          </ModalContext.Provider>
        </div>
      </div>
    </dialog>
  );
}

function useModalIds(): ModalIds {
  const ids = useContext(ModalContext);
  if (!ids) throw new Error('ModalTitle and ModalDescription belong inside a Modal');
  return ids;
}

/** The dialog's name (an h2). */
export function ModalTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  const { titleId } = useModalIds();
  return <h2 id={titleId} {...props} />;
}

/** The dialog's description, read out after its name. */
export function ModalDescription(props: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId, setDescribed } = useModalIds();
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <p id={descriptionId} {...props} />;
}
