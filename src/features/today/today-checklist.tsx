/**
 * The warden home's first answer: what must still be posted today. One card per hostel with its
 * three meals, each with its state (posted with the server's verdict, waiting in the outbox,
 * holiday, or open with its deadline) and the one action that fits: Post (into the composer with
 * the hostel and meal chosen) or View. Read from the day the server sent with the warden's
 * institutions and from the phone's outbox, so it holds offline too.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import { useT, type CoreMessageId, type MessageId } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { institutionName, nameIn } from '@/lib/names';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { mealStates, mealsLeft, type MealState, type OutboxMeal } from '@/offline/meal-state';
import { useNow, useOutboxMeals } from '@/offline/use-today';

const STATE_TEXT: Partial<Record<MealState['state'], { key: MessageId; time: keyof MealState }>> = {
  later: { key: 'today.state.later', time: 'opens' },
  open: { key: 'today.state.open', time: 'due' },
  delayed: { key: 'today.state.delayed', time: 'late_until' },
  after: { key: 'today.state.after', time: 'late_until' },
};

const PILL = 'inline-flex w-fit items-center rounded-full px-2.5 py-1 text-[13px] font-semibold ring-1 ring-inset';

function MealRow({ institution, meal }: { institution: WardenInstitution; meal: MealState }) {
  const t = useT();
  const mealName = t(`compose.meal.${meal.meal}` as CoreMessageId);
  const names = { meal: mealName, institution: institutionName(institution.name, t.lang) };
  const text = STATE_TEXT[meal.state];
  let state: ReactNode;
  let action: ReactNode = null;
  if (meal.state === 'posted') {
    state = <TweetStatusBadge status={meal.status} view="warden" />;
    if (meal.postId !== null)
      action = (
        <Link
          to="/dashboard/$id"
          params={{ id: meal.postId }}
          className="text-[15px] font-semibold text-brand-800 underline underline-offset-4"
          aria-label={t('today.viewFor', names)}
        >
          {t('today.view')}
        </Link>
      );
  } else if (meal.state === 'waiting') {
    state = <span className={`${PILL} bg-brand-50 text-brand-800 ring-brand-600/25`}>{t('today.state.waiting')}</span>;
    action = (
      <Link to="/dashboard/outbox" className="text-[15px] font-semibold text-brand-800 underline underline-offset-4">
        {t('outbox.link')}
      </Link>
    );
  } else if (meal.state === 'holiday') {
    state = (
      <span className={`${PILL} bg-holiday-50 text-holiday-700 ring-holiday-600/25`}>{t('today.state.holiday')}</span>
    );
  } else {
    const late = meal.state === 'delayed' || meal.state === 'after';
    state = (
      <span className={`text-[15px] ${late ? 'font-medium text-danger-700' : 'text-ink-muted'}`}>
        {text ? t(text.key, { time: String(meal[text.time]) }) : null}
      </span>
    );
    if (meal.state !== 'later')
      action = (
        <ButtonLink
          to="/dashboard/add-tweet"
          search={{ organization: institution.id, meal: meal.meal }}
          width="auto"
          look={meal.state === 'after' ? 'bordered' : 'fill'}
          className="min-w-24 shrink-0 px-4 whitespace-nowrap"
          aria-label={t('today.postFor', names)}
        >
          {t('today.post')}
        </ButtonLink>
      );
  }
  return (
    <li
      className="flex min-h-14 items-center justify-between gap-3 py-2.5"
      data-meal={meal.meal}
      data-state={meal.state}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-base font-semibold text-ink">{mealName}</span>
        {state}
      </div>
      {action}
    </li>
  );
}

function InstitutionToday({
  institution,
  outbox,
  now,
}: {
  institution: WardenInstitution;
  outbox: readonly OutboxMeal[];
  now: Date;
}) {
  const t = useT();
  const states = mealStates(institution, outbox, now);
  const left = states ? mealsLeft(states).length : null;
  const summary =
    states === null
      ? t('today.unknown')
      : institution.holidays.is_holidays && left === 0
        ? t('today.holiday')
        : left === 0
          ? t('today.done')
          : left === 1
            ? t('today.left.one')
            : t('today.left.many', { count: left ?? 0 });
  return (
    <article className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-today={institution.id}>
      <h3 className="text-lg leading-snug font-bold text-ink">{institutionName(institution.name, t.lang)}</h3>
      <p className="text-sm text-ink-soft">
        {nameIn(institution.taluk.name, t.lang)}, {nameIn(institution.district.name, t.lang)}
      </p>
      <p className={`mt-2 text-[15px] font-medium ${left ? 'text-ink' : 'text-ok-600'}`}>{summary}</p>
      {states ? (
        <ul className="mt-1 divide-y divide-line">
          {states.map((meal) => (
            <MealRow key={meal.meal} institution={institution} meal={meal} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function TodayChecklist({ institutions }: { institutions: readonly WardenInstitution[] }) {
  const t = useT();
  // One outbox query and one clock for every hostel's card.
  const outbox = useOutboxMeals();
  const now = useNow();
  if (institutions.length === 0) return null;
  return (
    <section aria-labelledby="today-heading" className="flex flex-col gap-3">
      <h2 id="today-heading" className="text-xl font-bold tracking-tight text-ink">
        {t('today.title')}
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {institutions.map((institution) => (
          <InstitutionToday key={institution.id} institution={institution} outbox={outbox} now={now} />
        ))}
      </div>
    </section>
  );
}
