/**
 * The website's review through the API (docs/spec-notes.md, 'The website's content and its review'): a creator's
 * draft goes to review, a moderator's edit makes a new version, an approver who did not write it publishes it, and
 * the public site shows it in both languages. Every step refuses the roles and states the table refuses, with the
 * reason; a stale save answers 409; each step mails the people whose turn it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages.ts';
import { SITE_MSG } from '@common/site/site-messages.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, type Caller } from '../support/console.ts';
import { contentTokens, testimonial, type ContentTokens } from '../support/content.ts';

let t: TestApp;
let call: Caller;
let tk: ContentTokens;
beforeAll(async () => {
  t = await makeTestApp();
  call = caller(t);
  tk = await contentTokens(t);
});
afterAll(() => t?.close());

const sec = (key: string, rest = '') => `site-sections/${key}${rest}`;
const save = (token: string, key: string, items: unknown[], base: number) =>
  call('PUT', sec(key, '/draft'), { token, payload: { items, base_version: base } });
const stepOn = (token: string, key: string, step: string, payload: object = {}) =>
  call('POST', sec(key, `/${step}`), { token, payload });
const mailsTo = (email: string) => t.sent.filter((m) => m.to === email && m.subject.startsWith('Website'));

const two = [
  testimonial('Lakshmi Devi', 'The hostel kitchen is clean and meals come on time', {
    name: 'ಲಕ್ಷ್ಮೀ ದೇವಿ',
    review: 'ಹಾಸ್ಟೆಲ್ ಅಡುಗೆಮನೆ ಸ್ವಚ್ಛವಾಗಿದೆ ಮತ್ತು ಊಟ ಸಮಯಕ್ಕೆ ಬರುತ್ತದೆ',
  }),
  testimonial('Ramesh Patil', 'My daughter gets breakfast before school every day'),
];

describe('review of a section', () => {
  it('lists the fifteen sections of the contract with their field attributes, none written yet', async () => {
    const res = await call('GET', 'site-sections', { token: tk.creator });
    expect(res.statusCode).toBe(200);
    const items = json(res).data.items as { key: string; status: string; definition: { fields: object[] } }[];
    expect(items).toHaveLength(15);
    expect(items.every((s) => s.status === 'EMPTY')).toBe(true);
    const review = items.find((s) => s.key === 'testimonials')!.definition.fields[1];
    expect(review).toMatchObject({
      type: 'text',
      hasLable: true,
      lable: 'Review',
      is_mandatory: true,
      is_limited: true,
      max_characters: 180,
      min_characters: 3,
      is_capital: false,
      requires_validation: true,
      validation_type: 'sentence',
    });
    const nav = items.find((s) => s.key === 'primary_navigation')!.definition.fields[1];
    expect(nav).toMatchObject({ type: 'select', placeholder: 'Select Page', default: 0 });
  });

  it('goes from a creator to a moderator to a different approver, and the site shows it', async () => {
    const saved = await save(tk.creator, 'testimonials', two, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ status: 'DRAFT', draft_version: 1, published_version: null });
    expect(json(saved).data.draft.missing_kannada).toEqual(['1.client_name.kn', '1.review.kn']);
    // No Publish for a creator: the answer says which steps the caller may take.
    expect(json(saved).data.can).toMatchObject({ edit: true, submit: true, approve: false, forward: false });

    expect((await stepOn(tk.creator, 'testimonials', 'submit')).statusCode).toBe(200);
    expect(mailsTo('moderator@example.org')).toHaveLength(1);
    // The creator cannot change it while it is in review; the moderator can, as a new version.
    const locked = await save(tk.creator, 'testimonials', two, 1);
    expect(locked.statusCode).toBe(409);
    expect(json(locked).message).toBe(fill(SITE_MSG.notEditable, { state: 'in review' }));
    const edited = await save(
      tk.moderator,
      'testimonials',
      [two[0], testimonial('Ramesh Patil', 'My daughter gets breakfast before school')],
      1,
    );
    expect(json(edited).data).toMatchObject({ status: 'IN_REVIEW', draft_version: 2 });
    expect(json(edited).data.draft.author.name).toBe('Kavya Shetty');
    expect(json(edited).data.draft.saved_by.name).toBe('Mohan Das');
    expect(json(edited).data.versions.map((v: { state: string }) => v.state)).toEqual(['IN_REVIEW', 'EDITED']);

    const forwarded = await stepOn(tk.moderator, 'testimonials', 'forward', { comment: 'Checked the names' });
    expect(json(forwarded).data.status).toBe('PENDING_APPROVAL');
    expect(mailsTo('approver@example.org')).toHaveLength(1);
    expect(mailsTo('approver@example.org')[0]!.text).toContain('Checked the names');

    const approved = await stepOn(tk.approver, 'testimonials', 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).data).toMatchObject({ status: 'PUBLISHED', published_version: 2, draft: null });
    const history = json(approved).data.published.activities.map((a: { type: string; actor: { name: string } }) => [
      a.type,
      a.actor.name,
    ]);
    expect(history).toEqual([
      ['save', 'Mohan Das'],
      ['forward', 'Mohan Das'],
      ['approve', 'Asha Naik'],
    ]);
    expect(mailsTo('creator@example.org').at(-1)!.subject).toContain('is published');

    const en = json(await call('GET', 'public/site?lang=en')).data;
    expect(en.sections.testimonials).toEqual([
      { client_name: 'Lakshmi Devi', review: 'The hostel kitchen is clean and meals come on time' },
      { client_name: 'Ramesh Patil', review: 'My daughter gets breakfast before school' },
    ]);
    const kn = json(await call('GET', 'public/site?lang=kn')).data;
    expect(kn.sections.testimonials[0].client_name).toBe('ಲಕ್ಷ್ಮೀ ದೇವಿ');
    // No Kannada written: English stands in.
    expect(kn.sections.testimonials[1].client_name).toBe('Ramesh Patil');
  });

  it('refuses every step to the roles and states that may not take it, saying why', async () => {
    const key = 'why_choose_us';
    const item = {
      tagline: { en: 'Fed on time', kn: '' },
      heading: { en: 'Why our hostels', kn: '' },
      description: { en: 'Every meal is posted with photos', kn: '' },
      highlight_label: { en: 'Open audit', kn: '' },
      highlight_description: { en: 'Anyone can check the posts on X', kn: '' },
    };
    for (const token of [tk.approver, tk.warden, tk.dd, tk.helpline])
      expect((await save(token, key, [item], 0)).statusCode).toBe(403);
    for (const token of [tk.warden, tk.dd, tk.helpline])
      expect((await call('GET', 'site-sections', { token })).statusCode).toBe(403);
    expect((await stepOn(tk.creator, key, 'submit')).statusCode).toBe(409); // nothing to submit yet
    expect(json(await save(tk.creator, key, [item], 0)).data.status).toBe('DRAFT');
    expect((await stepOn(tk.creator, key, 'approve')).statusCode).toBe(403);
    expect((await stepOn(tk.moderator, key, 'forward')).statusCode).toBe(409); // not submitted
    expect((await stepOn(tk.approver, key, 'submit')).statusCode).toBe(403);
    await stepOn(tk.creator, key, 'submit');
    // Another creator may not take back someone else's draft.
    const notAuthor = await stepOn(tk.creator2, key, 'withdraw');
    expect([notAuthor.statusCode, json(notAuthor).message]).toEqual([403, SITE_MSG.onlyAuthor]);
    const early = await stepOn(tk.approver, key, 'reject', { reason: 'Not yet' });
    expect([early.statusCode, json(early).message]).toEqual([403, fill(SITE_MSG.notYourStep, { state: 'in review' })]);
    const noReason = await stepOn(tk.moderator, key, 'reject', { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).data.errors).toEqual([{ field: 'reason', message: SITE_MSG.reasonRequired }]);
    expect((await stepOn(tk.moderator, key, 'reject')).statusCode).toBe(422);
    await stepOn(tk.moderator, key, 'forward');
    const late = await stepOn(tk.moderator, key, 'reject', { reason: 'Too late' });
    expect([late.statusCode, json(late).message]).toEqual([
      403,
      fill(SITE_MSG.notYourStep, { state: 'pending approval' }),
    ]);
    expect((await stepOn(tk.moderator, key, 'approve')).statusCode).toBe(403);
    expect((await save(tk.moderator, key, [item], 1)).statusCode).toBe(409); // pending approval: frozen

    const rejected = await stepOn(tk.approver, key, 'reject', { reason: 'Say what the audit is' });
    expect(json(rejected).data.status).toBe('DRAFT');
    expect(mailsTo('creator@example.org').at(-1)!.text).toContain('Say what the audit is');
    const inbox = json(await call('GET', 'content/inbox', { token: tk.creator })).data.items;
    expect(inbox).toContainEqual(expect.objectContaining({ key, state: 'DRAFT', comment: 'Say what the audit is' }));
    // The author submits again and withdraws it before anyone acts.
    await stepOn(tk.creator, key, 'submit');
    expect(json(await stepOn(tk.creator, key, 'withdraw')).data.status).toBe('DRAFT');
    expect((await stepOn(tk.creator, key, 'withdraw')).statusCode).toBe(409);
  });

  it('refuses the approval of anyone who wrote or edited the draft', async () => {
    const key = 'product_action';
    const item = { name: { en: 'See the posts', kn: '' }, action: 'https://x.com/hostels' };
    await save(tk.admin, key, [item], 0);
    await stepOn(tk.admin, key, 'submit');
    await stepOn(tk.admin, key, 'forward');
    const own = await stepOn(tk.admin, key, 'approve');
    expect([own.statusCode, json(own).message]).toEqual([403, SITE_MSG.authorApproves]);
    expect(json(await call('GET', sec(key), { token: tk.admin })).data.can.approve).toBe(false);
    expect(json(await call('GET', sec(key), { token: tk.approver2 })).data.can.approve).toBe(true);
    expect(json(await stepOn(tk.approver2, key, 'approve')).data.status).toBe('PUBLISHED');
  });

  it('answers 409 to a save that started from a version someone else has replaced', async () => {
    const key = 'category_items';
    const first = await save(tk.creator, key, [{ label: { en: 'Hostels', kn: '' } }], 0);
    expect(first.statusCode).toBe(200);
    const stale = await save(tk.creator2, key, [{ label: { en: 'Schools', kn: '' } }], 0);
    expect([stale.statusCode, json(stale).message]).toEqual([409, SITE_MSG.staleDraft]);
    // Two saves from the same version at once: one wins, the other is told.
    const both = await Promise.all([
      save(tk.creator, key, [{ label: { en: 'Hostels one', kn: '' } }], 1),
      save(tk.creator2, key, [{ label: { en: 'Hostels two', kn: '' } }], 1),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = json(await call('GET', sec(key), { token: tk.creator })).data;
    expect(detail.versions.map((v: { state: string }) => v.state)).toEqual(['DRAFT', 'EDITED']);
  });

  it('restores an old version as a new draft, only while no review is under way', async () => {
    const key = 'header_action';
    const v = (label: string) => [{ label: { en: label, kn: '' }, value: { en: 'Helpline 1800', kn: '' } }];
    const publish = async (label: string, base: number) => {
      await save(tk.creator, key, v(label), base);
      await stepOn(tk.creator, key, 'submit');
      await stepOn(tk.moderator, key, 'forward');
      return json(await stepOn(tk.approver, key, 'approve')).data;
    };
    await publish('Call us', 0);
    const second = await publish('Call the helpline', 1);
    expect(second.versions.map((x: { state: string }) => x.state)).toEqual(['PUBLISHED', 'ARCHIVED']);
    expect((await call('POST', sec(key, '/versions/1/restore'), { token: tk.creator, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await call('POST', sec(key, '/versions/9/restore'), { token: tk.approver, payload: {} })).statusCode).toBe(
      404,
    );
    const restored = await call('POST', sec(key, '/versions/1/restore'), {
      token: tk.approver,
      payload: { comment: 'Back to the old words' },
    });
    expect(json(restored).data.draft).toMatchObject({ version: 3, state: 'DRAFT', restored_from: 1 });
    expect(json(restored).data.draft.items[0].label.en).toBe('Call us');
    // The restorer wrote this draft: another approver must publish it.
    await stepOn(tk.approver, key, 'submit'); // an approver cannot submit
    expect(json(await call('GET', sec(key), { token: tk.creator })).data.status).toBe('DRAFT');
    await stepOn(tk.creator, key, 'submit');
    const busy = await call('POST', sec(key, '/versions/2/restore'), { token: tk.approver, payload: {} });
    expect([busy.statusCode, json(busy).message]).toEqual([409, SITE_MSG.restoreBusy]);
  });

  it('lists in each inbox what waits for that person', async () => {
    const key = 'footer_headings';
    await save(
      tk.creator,
      key,
      [{ description: { en: 'Meals of the state hostels', kn: '' }, heading: { en: 'About', kn: '' } }],
      0,
    );
    await stepOn(tk.creator, key, 'submit');
    const keys = async (token: string) =>
      (json(await call('GET', 'content/inbox', { token })).data.items as { key: string }[]).map((i) => i.key);
    expect(await keys(tk.moderator)).toContain(key);
    expect(await keys(tk.approver)).not.toContain(key);
    await stepOn(tk.moderator, key, 'forward');
    expect(await keys(tk.moderator)).not.toContain(key);
    expect(await keys(tk.approver)).toContain(key);
  });

  it('keeps the anonymous reader to published content with an ETag and a 304', async () => {
    const first = await call('GET', 'public/site?lang=en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // footer_headings waits for approval: not on the site.
    expect(json(first).data.sections.footer_headings).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/site?lang=en',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const kn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/site?lang=kn',
      headers: { 'if-none-match': etag },
    });
    expect(kn.statusCode).toBe(200);
    await stepOn(tk.approver, 'footer_headings', 'approve');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/site?lang=en',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json(changed).data.sections.footer_headings).toHaveLength(1);
    expect(json(await call('GET', 'public/site?lang=fr')).message).toBe(MSG.invalidInputs);
  });

  it('previews the public page with unsaved items in place of the published ones, saving nothing', async () => {
    const items = [testimonial('Preview Person', 'Only in the preview', { name: 'ಮುನ್ನೋಟ', review: 'ಮುನ್ನೋಟದಲ್ಲಿ ಮಾತ್ರ' })];
    const res = await call('POST', sec('testimonials', '/preview'), {
      token: tk.moderator,
      payload: { items, lang: 'kn' },
    });
    expect(res.statusCode).toBe(200);
    const html = json(res).data.html as string;
    expect(html).toContain('ಮುನ್ನೋಟದಲ್ಲಿ ಮಾತ್ರ');
    expect(html).not.toContain('Lakshmi Devi');
    expect(html).not.toContain('<script');
    expect(json(await call('GET', 'public/site?lang=kn')).data.sections.testimonials[0].client_name).toBe('ಲಕ್ಷ್ಮೀ ದೇವಿ');
    expect(
      (await call('POST', sec('testimonials', '/preview'), { token: tk.warden, payload: { items } })).statusCode,
    ).toBe(403);
  });
});
