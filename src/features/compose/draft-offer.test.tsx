// @vitest-environment jsdom
/**
 * The draft in the composer, on the fake IndexedDB (docs/offline.md, 'Drafts'): the text, with its
 * institution and meal, becomes the account's draft a moment after it is typed, and an emptied
 * composer leaves none; the offer before the form shows the account's draft only (never another
 * account's), Continue hands the form what was kept, 'Discard it' removes it. Photos are covered
 * in node (draft-table.test.ts, draft-photo.test.ts): jsdom's Blob does not survive IndexedDB.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { outboxDb } from '@/offline/outbox-db';
import { listDrafts, removeDraft, saveDraft } from '@/offline/draft-table';
import { useDraft } from './use-draft';
import { DraftGate } from './draft-offer';

const HOSTEL = { id: 3, name: { en: 'government hostel, hunsur', kn: 'ಸರ್ಕಾರಿ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು' } };

function Composer({ account }: { account: string }) {
  const [content, setContent] = useState('');
  useDraft(account, undefined, { institution: HOSTEL, meal: 'LUNCH', content, slots: {} });
  return <textarea aria-label="Description" value={content} onChange={(event) => setContent(event.target.value)} />;
}

afterEach(async () => {
  cleanup();
  for (const account of ['d1', 'd2', 'd3'])
    for (const draft of await listDrafts(outboxDb(), account)) await removeDraft(outboxDb(), draft.id);
});

describe('the draft in the composer', () => {
  it('keeps the text typed as the account’s draft, and none once the composer is emptied', async () => {
    render(<Composer account="d1" />);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Rice and sambar' } });
    await waitFor(async () =>
      expect(await listDrafts(outboxDb(), 'd1')).toMatchObject([
        { content: 'Rice and sambar', organization_id: 3, meal: 'LUNCH', pair: 'd1|3|LUNCH' },
      ]),
    );
    expect(await listDrafts(outboxDb(), 'd2')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' ' } });
    await waitFor(async () => expect(await listDrafts(outboxDb(), 'd1')).toEqual([]));
  });

  it('offers the account’s own draft before the form, and Continue hands it over', async () => {
    const fields = { organization_id: 3, organization_name: HOSTEL.name, meal: 'LUNCH' as const };
    await saveDraft(outboxDb(), { id: 'x1', account_id: 'd1', content: 'Chapati and dal', ...fields });
    const form = (restored: { content: string } | null) => <p>form: {restored?.content ?? 'new'}</p>;

    render(<DraftGate accountId="d2" preset={{}} children={form} />);
    await screen.findByText('form: new');
    cleanup();

    render(<DraftGate accountId="d1" preset={{}} children={form} />);
    await screen.findByRole('heading', { name: 'Continue the post you started?' });
    screen.getByText('Lunch · Government Hostel, Hunsur');
    screen.getByText(/No photos yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('form: Chapati and dal');
    expect(await listDrafts(outboxDb(), 'd1')).toHaveLength(1);
  });

  it('removes the draft on Discard and opens an empty form', async () => {
    await saveDraft(outboxDb(), {
      id: 'x2',
      account_id: 'd3',
      content: 'Ragi mudde',
      organization_id: null,
      organization_name: null,
      meal: null,
    });
    render(<DraftGate accountId="d3" preset={{}} children={(restored) => <p>form: {restored ? 'draft' : 'new'}</p>} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard it' }));
    await screen.findByText('form: new');
    expect(await listDrafts(outboxDb(), 'd3')).toEqual([]);
  });
});
