/**
 * One institution type's posting schedule: a row per meal with opens / due / late-until time
 * inputs (read-only for an ADMIN), the pending change for tomorrow if any, and Save. Checked with
 * the shared `updateScheduleSchema` first; the server's field errors are shown under the form.
 */
import { useState } from 'react';
import { updateScheduleSchema } from '@common/schedule-schema';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { FieldError, fieldBorder, inputClass } from '@/components/text-field';
import type { ScheduleItem, SlotView } from '@common/contract/answers/reference';
import { useSaveSchedule } from './api/schedule-api';

const FIELDS = ['opens', 'due', 'late_until'] as const;

export function ScheduleTypeCard({ item, canEdit }: { item: ScheduleItem; canEdit: boolean }) {
  const t = useT();
  const shown = item.next?.slots ?? item.slots;
  const [slots, setSlots] = useState<SlotView[]>(shown);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSchedule();
  const [source, setSource] = useState(item);
  if (source !== item) {
    // Fresh answer from the server (after a save): show it.
    setSource(item);
    setSlots(shown);
  }
  const typeName = t(`adm.orgType.${item.organization_type}`);

  const submit = () => {
    const checked = updateScheduleSchema.safeParse({ slots });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    save.mutate(
      { type: item.organization_type, slots },
      {
        onSuccess: () => toast.success(t('adm.schedule.saved', { type: typeName })),
        onError: (failure) => {
          const fields = Object.values(fieldErrorsOf(failure));
          setError(fields[0] ?? failure.message);
        },
      },
    );
  };

  return (
    <article
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card"
      aria-labelledby={`sched-${item.organization_type}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`sched-${item.organization_type}`} className="text-lg font-bold text-ink">
          {typeName}
        </h2>
        {item.next ? (
          <span className="rounded-full bg-warn-50 px-3 py-1 text-sm font-semibold text-warn-600">
            {t('adm.schedule.pending', { date: item.next.effective_from })}
          </span>
        ) : null}
      </div>
      <div className="grid grid-cols-3 sm:max-w-3xl sm:grid-cols-[minmax(5.5rem,auto)_repeat(3,minmax(0,1fr))] items-center gap-x-2 gap-y-3 text-[15px]">
        <span className="hidden sm:block" />
        {FIELDS.map((f) => (
          <span key={f} className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">
            {t(`adm.schedule.${f}`)}
          </span>
        ))}
        {slots.map((slot, i) => (
          <div key={slot.meal} className="contents">
            <span className="col-span-3 -mb-1 font-semibold text-ink sm:col-span-1 sm:mb-0">
              {t(`adm.meal.${slot.meal}`)}
            </span>
            {FIELDS.map((f) => (
              <input
                key={f}
                type="time"
                aria-label={t('adm.schedule.inputLabel', {
                  type: typeName,
                  meal: t(`adm.meal.${slot.meal}`),
                  field: t(`adm.schedule.${f}`),
                })}
                value={slot[f]}
                readOnly={!canEdit}
                onChange={(e) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, [f]: e.target.value } : s)))}
                className={`${inputClass} ${fieldBorder(false)} min-w-0 px-1 text-base sm:px-3 max-sm:[&::-webkit-calendar-picker-indicator]:hidden read-only:bg-page read-only:text-ink`}
              />
            ))}
          </div>
        ))}
      </div>
      {item.next ? (
        <p className="text-sm text-ink-muted">
          {t('adm.schedule.today', {
            times: item.slots.map((s) => `${t(`adm.meal.${s.meal}`)} ${s.opens}–${s.due}–${s.late_until}`).join(' · '),
          })}
        </p>
      ) : null}
      <FieldError id={`sched-${item.organization_type}-error`} message={error ? t.text(error) : undefined} />
      {canEdit ? (
        <Button width="auto" className="self-start" busy={save.isPending} onClick={submit}>
          {t('adm.schedule.save', { type: typeName })}
        </Button>
      ) : null}
    </article>
  );
}
