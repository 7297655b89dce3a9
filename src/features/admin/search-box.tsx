/**
 * The search input of the console lists: the URL changes when the user presses Enter or the
 * search button (or clears the field), not at every keystroke, so a slow line is not flooded with
 * requests and Back steps through searches, not letters.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { TextField } from '@/components/text-field';

export interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}

export function SearchBox({ label, value, onSearch, className = '' }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed underneath (Back, a link): show its search.
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('adm.filter.searchPlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && value !== '') onSearch('');
        }}
      />
    </form>
  );
}
