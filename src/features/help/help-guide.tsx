/** One role's guide on the help page: its heading, then each part's sub-heading and points. */
import { useT } from '@/i18n';
import type { Guide } from './help-guides';

export function HelpGuide({ guide, own }: { guide: Guide; own: boolean }) {
  const t = useT();
  const headingId = `help-${guide.id}-title`;
  return (
    <section id={`help-${guide.id}`} aria-labelledby={headingId} className="scroll-mt-4">
      <h2 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xl font-bold text-ink">
        {t(guide.title)}
        {own ? (
          <span className="rounded-full bg-leaf-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
            {t('help.yourRole')}
          </span>
        ) : null}
      </h2>
      {guide.parts.map((part, index) => {
        const List = part.steps ? 'ol' : 'ul';
        return (
          <div key={part.title ?? index} className="mt-4">
            {part.title ? <h3 className="text-lg font-semibold text-ink">{t(part.title)}</h3> : null}
            <List
              className={`mt-2 flex flex-col gap-2 pl-6 leading-relaxed text-ink ${part.steps ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}
            >
              {part.points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </List>
          </div>
        );
      })}
    </section>
  );
}
