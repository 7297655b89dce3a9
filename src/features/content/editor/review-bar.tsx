/**
 * The review steps the caller may take on the section now, and only those (the server's `can`,
 * from the same rule it enforces): a creator never sees Approve, an approver never sees Submit. A
 * note explains when Approve is missing because the caller wrote the draft, and an optional
 * comment rides along with the step into the history and the notice email.
 */
import { useId, useState } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { inputClass, fieldBorder } from '@/components/text-field';
import type { SectionDetail } from '@common/contract/answers/site';
import type { ReviewStep } from '@common/site/site-review';

interface Props {
  detail: SectionDetail;
  busy: boolean;
  dirty: boolean;
  onStep: (step: Exclude<ReviewStep, 'reject'>, comment: string) => void;
  onSendBack: () => void;
}

const STEPS = ['submit', 'forward', 'approve', 'withdraw'] as const;

export function ReviewBar({ detail, busy, dirty, onStep, onSendBack }: Props) {
  const t = useT();
  const id = useId();
  const [comment, setComment] = useState('');
  const open = STEPS.filter((s) => detail.can[s]);
  // Waiting for approval, and the caller may send it back but not approve it: they wrote or edited it.
  const ownDraft = detail.status === 'PENDING_APPROVAL' && detail.can.reject && !detail.can.approve;
  if (open.length === 0 && !detail.can.reject) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('content.review.title')}
      </h2>
      {dirty ? <p className="mt-1 text-sm text-warn-600">{t('content.review.saveFirst')}</p> : null}
      {ownDraft ? <p className="mt-1 text-sm text-ink-muted">{t('content.review.notYours')}</p> : null}
      <label htmlFor={`${id}-comment`} className="mt-3 mb-1.5 block text-[15px] font-semibold text-ink">
        {t('content.review.comment')}
      </label>
      <input
        id={`${id}-comment`}
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
        className={`${inputClass} ${fieldBorder(false)}`}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        {open.map((step) => (
          <Button
            key={step}
            width="auto"
            look={step === 'withdraw' ? 'bordered' : 'fill'}
            colour={step === 'approve' ? 'success' : 'primary'}
            disabled={busy || (dirty && step !== 'withdraw')}
            onClick={() => onStep(step, comment.trim())}
          >
            {t(`content.step.${step}`)}
          </Button>
        ))}
        {detail.can.reject ? (
          <Button width="auto" look="bordered" colour="error" disabled={busy} onClick={onSendBack}>
            {t('content.step.reject')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
