/**
 * A drop-down menu of actions (the header's account menu) following the WAI-ARIA menu button
 * pattern: the button says aria-haspopup and aria-expanded; the list is role=menu with
 * role=menuitem buttons and a roving focus. Enter, Space or ArrowDown on the button open it on
 * the first item (ArrowUp on the last), a tap on the list itself; ArrowUp/ArrowDown move round,
 * Home/End jump, a letter jumps to the next item starting with it; Escape closes and gives the
 * focus back to the button, as does choosing an item; Tab, a tap outside or the focus leaving
 * close it. It replaces Headless UI's Menu, which with floating-ui cost about 22 KB gzip on the
 * warden's phone (docs/benchmarks.md, P3); the list simply hangs under the button's right edge.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

const CloseMenu = createContext<() => void>(() => undefined);

export interface MenuProps {
  /** The button's accessible name. */
  label: string;
  /** The button's content (avatar, name…). */
  button: ReactNode;
  /** Classes of the button; `aria-expanded:` styles its open state. */
  buttonClassName: string;
  /** Classes of the list (it is placed under the button's right edge). */
  className: string;
  children: ReactNode;
}

const items = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')] : [];

export function Menu({ label, button, buttonClassName, className, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  /** What takes the focus when the list opens: an item from the keyboard, the list from a tap. */
  const [start, setStart] = useState<'first' | 'last' | 'list'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const openAt = (where: 'first' | 'last' | 'list') => {
    setStart(where);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (start === 'list' ? menuRef.current : start === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, start]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const key = event.key.toLocaleLowerCase();
        const next = [...list.slice(at + 1), ...list.slice(0, at + 1)].find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(key),
        );
        if (!next) return;
        next.focus();
      }
    }
    event.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget)))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        // detail 0: Enter or Space pressed it, so the first item is highlighted at once.
        onClick={(event) => (open ? close(false) : openAt(event.detail === 0 ? 'first' : 'list'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openAt(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {button}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full right-0 mt-2 ${className}`}
        >
          <CloseMenu.Provider value={() => close(true)}>{children}</CloseMenu.Provider>
        </div>
      ) : null}
    </div>
  );
}

/** One action of the menu; choosing it closes the menu. `focus:` styles the highlighted one. */
export function MenuItem({
  onClick,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type' | 'tabIndex'> & { children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <button
      {...props}
      type="button"
      role="menuitem"
      tabIndex={-1}
      // The pointer moves the highlight, so the mouse and the keyboard never show two.
      onPointerMove={(event) => {
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      onClick={(event) => {
        close();
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}

export function MenuSeparator({ className }: { className: string }) {
  return <div role="separator" className={className} />;
}
