/**
 * The notice that a website draft waits for someone (decap #648): after a submit the moderators
 * are told, after a forward the approvers, and the author after a reject (with its reason) or a
 * publish. A notice that cannot be sent is logged and the step stands: the inbox lists it anyway.
 */
import { CONTENT_TURN } from '@common/access.ts';
import type { ReviewStep } from '@common/site/site-review.ts';
import type { SectionDefinition } from '@common/site/site-sections.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountContact, activeAccountsOfRole } from './site.repository.ts';

interface StepDone {
  section: SectionDefinition;
  step: ReviewStep;
  version: number;
  author: number;
  actor: number;
  comment: string | null;
}

const LINES: Partial<Record<ReviewStep, (title: string) => { subject: string; body: string; kn: string }>> = {
  submit: (title) => ({
    subject: `Website: "${title}" waits for your review`,
    body: `A draft of the website's "${title}" section was sent for review.`,
    kn: 'ವೆಬ್‌ಸೈಟ್‌ನ ಕರಡು ನಿಮ್ಮ ಪರಿಶೀಲನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ.',
  }),
  forward: (title) => ({
    subject: `Website: "${title}" waits for your approval`,
    body: `A reviewed draft of the website's "${title}" section was sent for approval.`,
    kn: 'ವೆಬ್‌ಸೈಟ್‌ನ ಕರಡು ನಿಮ್ಮ ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ.',
  }),
  reject: (title) => ({
    subject: `Website: your draft of "${title}" was sent back`,
    body: `Your draft of the website's "${title}" section was sent back to you.`,
    kn: 'ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್ ಕರಡನ್ನು ಹಿಂದಕ್ಕೆ ಕಳುಹಿಸಲಾಗಿದೆ.',
  }),
  approve: (title) => ({
    subject: `Website: "${title}" is published`,
    body: `Your draft of the website's "${title}" section is now on the public site.`,
    kn: 'ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್ ಕರಡು ಈಗ ಸಾರ್ವಜನಿಕ ತಾಣದಲ್ಲಿ ಪ್ರಕಟವಾಗಿದೆ.',
  }),
};

async function recipients(ctx: AppContext, done: StepDone) {
  if (done.step === 'submit') return activeAccountsOfRole(ctx.db, CONTENT_TURN.IN_REVIEW);
  if (done.step === 'forward') return activeAccountsOfRole(ctx.db, CONTENT_TURN.PENDING_APPROVAL);
  const author = await accountContact(ctx.db, done.author);
  return author && author.id !== done.actor ? [author] : [];
}

export async function notifyStep(ctx: AppContext, log: FastifyBaseLogger, done: StepDone): Promise<void> {
  const lines = LINES[done.step]?.(done.section.title.en);
  if (!lines) return;
  const link = `${ctx.config.publicUrl}/content/sections/${done.section.key}`;
  try {
    for (const to of await recipients(ctx, done)) {
      if (to.id === done.actor) continue;
      await ctx.messenger.send({
        channel: 'email',
        to: to.email_id,
        subject: lines.subject,
        text: [
          `Hello ${to.first_name},`,
          '',
          lines.body,
          ...(done.comment ? ['', `Comment: ${done.comment}`] : []),
          `Open it: ${link} (version ${done.version})`,
          '',
          `${done.section.title.kn}: ${lines.kn}`,
        ].join('\n'),
      });
    }
  } catch (error) {
    log.warn({ err: error, section: done.section.key, step: done.step }, 'website notice not sent');
  }
}
