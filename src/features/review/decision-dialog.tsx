/**
 * Accepting or rejecting a flagged post (docs/review.md, 'Deciding'): a decision is final and goes
 * into the audit and public logs, so it takes a reason of REASON_MIN to REASON_MAX characters
 * (common/review-rules.ts, counted as the warden types), checked before any call; the server's 422
 * shows under the field and its 409 (decided meanwhile) above the buttons. Starts on Cancel.
 */
import { useId, useState } from 'react';
import { REASON_MAX, REASON_MIN } from '@common/review-rules';
import { REVIEW_MSG } from '@common/review-messages';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { Button } from '@/components/button';
import { FieldError, fieldBorder } from '@/components/text-field';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';
import { formatCalendarDay } from '@/lib/calendar-day';
import { institutionName } from '@/lib/names';
import { useDecide, type ReviewDecision, type ReviewItem } from './api/review-api';

export interface DecisionTarget {
  item: ReviewItem;
  decision: ReviewDecision;
}

/** The reason as the server takes it: trimmed, within the limits. */
function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < REASON_MIN || length > REASON_MAX ? REVIEW_MSG.reasonLength : undefined;
}

export function DecisionDialog({ target, onClose }: { target: DecisionTarget | null; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const close = () => {
    if (decide.isPending) return;
    setReason('');
    setFieldError(undefined);
    setFormError(undefined);
    decide.reset();
    onClose();
  };
  const submit = () => {
    if (!target) return;
    const problem = reasonProblem(reason);
    setFieldError(problem);
    setFormError(undefined);
    if (problem) return;
    decide.mutate(
      { id: target.item.id, decision: target.decision, reason: reason.trim() },
      {
        onSuccess: close,
        onError: (e) => {
          const field = fieldErrorsOf(e).reason;
          if (field) setFieldError(field);
          else setFormError(e.message);
        },
      },
    );
  };
  const rejecting = target?.decision === 'REJECTED';
  const facts = target
    ? {
        name: institutionName(target.item.organization.name, t.lang),
        meal: t(`tweets.meal.${target.item.meal}`),
        day: formatCalendarDay(target.item.day, t.lang),
      }
    : null;
  const length = reason.trim().length;

  return (
    <Modal
      open={target !== null}
      onClose={close}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className="w-full max-w-lg rounded-card bg-white p-6 shadow-card"
    >
      <ModalTitle className="text-xl font-bold text-ink">
        {t(rejecting ? 'review.dialog.rejectTitle' : 'review.dialog.acceptTitle')}
      </ModalTitle>
      {facts ? (
        <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
          {t(rejecting ? 'review.dialog.rejectBody' : 'review.dialog.acceptBody', facts)}
        </ModalDescription>
      ) : null}
      <form
        className="mt-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('review.dialog.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={4}
          maxLength={REASON_MAX + 20}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-counter${fieldError ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setReason(e.target.value);
            // A shown error follows the typing, and goes once the reason is good.
            if (fieldError) setFieldError(reasonProblem(e.target.value));
          }}
          className={`block w-full rounded-xl border bg-white px-4 py-3 text-[17px] text-ink focus:ring-3 focus:outline-none ${fieldBorder(Boolean(fieldError))}`}
        />
        <p
          id={`${id}-counter`}
          className={`mt-1.5 text-right text-sm tabular-nums ${length > REASON_MAX || (length > 0 && length < REASON_MIN) ? 'text-danger-700' : 'text-ink-muted'}`}
        >
          {t('review.dialog.counter', { n: length, max: REASON_MAX })}
        </p>
        <FieldError id={`${id}-error`} message={fieldError ? t.text(fieldError) : undefined} />
        {formError ? (
          <p role="alert" className="mt-3 rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700">
            {t.text(formError)}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button look="bordered" width="auto" onClick={close} disabled={decide.isPending} data-autofocus>
            {t('review.dialog.cancel')}
          </Button>
          <Button type="submit" colour={rejecting ? 'error' : 'success'} width="auto" busy={decide.isPending}>
            {t(rejecting ? 'review.reject' : 'review.accept')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
