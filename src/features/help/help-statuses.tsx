/**
 * The help page's deadlines and statuses: the usual meal times as a table (read from
 * common/schedule.ts, the times the server judges by when no other schedule is set), and what
 * each status means, under the names every screen uses.
 */
import { DEFAULT_SLOTS, formatMinutes } from '@common/schedule';
import { useT, type MessageId } from '@/i18n';

const STATUSES: [name: MessageId, meaning: MessageId][] = [
  ['help.status.name.onTime', 'help.status.onTime'],
  ['help.status.name.delayed', 'help.status.delayed'],
  ['help.status.name.afterDeadline', 'help.status.afterDeadline'],
  ['help.status.name.notPosted', 'help.status.notPosted'],
  ['help.status.name.holiday', 'help.status.holiday'],
];

const CELL = 'border-b border-line px-3 py-2.5 text-left align-top';

export function HelpDeadlines() {
  const t = useT();
  return (
    <section id="help-deadlines" aria-labelledby="help-deadlines-title" className="scroll-mt-4">
      <h2 id="help-deadlines-title" className="text-xl font-bold text-ink">
        {t('help.deadlines.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('help.deadlines.intro')}</p>
      <div
        className="mt-3 overflow-x-auto rounded-lg border border-line bg-white"
        tabIndex={0}
        role="region"
        aria-labelledby="help-deadlines-caption"
      >
        <table className="w-full min-w-[32rem] border-collapse text-[15px]">
          <caption id="help-deadlines-caption" className="sr-only">
            {t('help.deadlines.caption')}
          </caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              {(['meal', 'opens', 'onTime', 'delayed', 'after'] as const).map((col) => (
                <th key={col} scope="col" className={`${CELL} font-semibold`}>
                  {t(`help.deadlines.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DEFAULT_SLOTS.map((slot) => (
              <tr key={slot.meal}>
                <th scope="row" className={`${CELL} font-semibold`}>
                  {t(`tweets.meal.${slot.meal}`)}
                </th>
                <td className={CELL}>{formatMinutes(slot.opens)}</td>
                <td className={CELL}>{formatMinutes(slot.due)}</td>
                <td className={CELL}>{formatMinutes(slot.lateUntil)}</td>
                <td className={CELL}>{t('help.status.name.afterDeadline')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-ink-muted">{t('help.deadlines.schedule')}</p>
      <p className="mt-2 text-ink-muted">{t('help.deadlines.before')}</p>
    </section>
  );
}

export function HelpStatuses() {
  const t = useT();
  return (
    <section id="help-statuses" aria-labelledby="help-statuses-title" className="scroll-mt-4">
      <h2 id="help-statuses-title" className="text-xl font-bold text-ink">
        {t('help.status.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('help.status.judged')}</p>
      <dl className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
        {STATUSES.map(([name, meaning]) => (
          <div key={name} className="px-4 py-3">
            <dt className="font-semibold text-ink">{t(name)}</dt>
            <dd className="mt-0.5 text-ink-muted">{t(meaning)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
