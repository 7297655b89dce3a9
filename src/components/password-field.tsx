/**
 * Password input with a show/hide toggle (docs/product.md, 'Limits': every password input has one). The toggle
 * is a real button with a changing label so screen-reader users know the current state.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('password.hide') : t('password.show');

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={label}
          aria-pressed={visible}
          title={label}
        >
          {visible ? <EyeOffIcon width={22} height={22} /> : <EyeIcon width={22} height={22} />}
        </button>
      }
    />
  );
}
