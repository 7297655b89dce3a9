/**
 * Buttons and button-looking links in the styles of the contract (docs/product.md, 'Limits') (fill, bordered,
 * underline; widths full, auto, half). Every one is at least 48 px tall: wardens tap with thumbs on small screens.
 */
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';

export type ButtonStyle = 'fill' | 'bordered' | 'underline';
export type ButtonColour = 'primary' | 'dashboard' | 'error' | 'warning' | 'success' | 'white';
export type ButtonWidth = 'full' | 'auto' | 'half';

export interface ButtonLook {
  look?: ButtonStyle;
  colour?: ButtonColour;
  width?: ButtonWidth;
}

const FILL: Record<ButtonColour, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  dashboard: 'bg-brand-900 text-white hover:bg-brand-950',
  error: 'bg-danger-600 text-white hover:bg-danger-700',
  warning: 'bg-warn-600 text-white hover:brightness-95',
  success: 'bg-ok-600 text-white hover:brightness-95',
  white: 'bg-white text-brand-800 hover:bg-brand-50',
};

const BORDERED: Record<ButtonColour, string> = {
  primary: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  dashboard: 'border border-brand-900 text-brand-900 bg-white hover:bg-brand-50',
  error: 'border border-danger-600 text-danger-700 bg-white hover:bg-danger-50',
  warning: 'border border-warn-600 text-warn-600 bg-white hover:bg-warn-50',
  success: 'border border-ok-600 text-ok-600 bg-white hover:bg-ok-50',
  white: 'border border-white/70 text-white hover:bg-white/10',
};

const WIDTH: Record<ButtonWidth, string> = { full: 'w-full', auto: 'w-auto', half: 'w-1/2' };

export function buttonClass({ look = 'fill', colour = 'primary', width = 'full' }: ButtonLook = {}): string {
  const base =
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition-colors ' +
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 ' +
    'disabled:cursor-not-allowed disabled:opacity-60';
  if (look === 'underline') {
    return `${base} ${WIDTH[width]} px-2 text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-950`;
  }
  return `${base} ${WIDTH[width]} ${look === 'fill' ? FILL[colour] : BORDERED[colour]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  look,
  colour,
  width,
  busy = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass({ look, colour, width })} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden="true"
        />
      ) : null}
      {children}
    </button>
  );
}

interface AnchorLookProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {}

const StyledAnchor = forwardRef<HTMLAnchorElement, AnchorLookProps>(function StyledAnchor(
  { look, colour, width, className = '', ...rest },
  ref,
) {
  return <a ref={ref} className={`${buttonClass({ look, colour, width })} ${className}`} {...rest} />;
});

/** A router link that looks like a button (type-checked `to`; the router preloads on intent). */
export const ButtonLink: LinkComponent<typeof StyledAnchor> = createLink(StyledAnchor);
