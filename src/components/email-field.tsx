/**
 * The Email ID field of sign-in and password recovery: the keyboard, autofill and spelling
 * settings a phone needs for an email address, set once.
 */
import { useT } from '@/i18n';
import { TextField, type TextFieldProps } from './text-field';

export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={t('signIn.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('signIn.emailPlaceholder')}
      {...props}
    />
  );
}
