/**
 * React bindings of the catalogue: components re-render when the language changes. useT() answers
 * a `t` whose identity changes with the language, so it can sit in hook dependency lists.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { getLang, setLang, subscribeLang, t, translateText, type Lang, type Params } from './i18n';
import type { MessageId } from './en';

export function useLang(): [Lang, (lang: Lang) => void] {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  return [lang, (next: Lang) => void setLang(next)];
}

export interface Translate {
  (key: MessageId, params?: Params): string;
  /** Translates an English contract text (server message, validation message). */
  text: (english: string) => string;
  lang: Lang;
}

export function useT(): Translate {
  const [lang] = useLang();
  return useMemo(() => {
    const translate = (key: MessageId, params?: Params): string => t(key, params, lang);
    return Object.assign(translate, { text: (english: string) => translateText(english, lang), lang });
  }, [lang]);
}
