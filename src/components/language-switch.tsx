/**
 * English/Kannada switch for the pre-login screens. One compact pill that names the other
 * language in its own script ('ಕನ್ನಡ' on English screens, 'English' on Kannada ones), so a reader
 * of either finds it at a glance; the choice persists on the device.
 */
import { useLang, useT, type Lang } from '@/i18n';
import { GlobeIcon } from './icons';

const NAME_KEY = { en: 'lang.name.en', kn: 'lang.name.kn' } as const satisfies Record<Lang, string>;

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const [lang, setLang] = useLang();
  const other: Lang = lang === 'en' ? 'kn' : 'en';
  const current = t(NAME_KEY[lang]);
  const target = t(NAME_KEY[other]);

  return (
    <button
      type="button"
      lang={other}
      onClick={() => setLang(other)}
      aria-label={`${t('lang.label')}: ${current} → ${target}`}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 text-[15px] font-semibold text-brand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}
    >
      <GlobeIcon width={18} height={18} className="text-brand-700" />
      {target}
    </button>
  );
}
