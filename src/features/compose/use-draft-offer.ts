/**
 * Which draft the composer offers when it opens (docs/spec-notes.md, 'Drafts'): the signed-in
 * account's draft for the institution and meal the composer opens on, else its newest one; never
 * another account's. Continue hands the draft to the form with its photos as they were (object URLs
 * of the stored blobs: nothing decoded); Discard removes it and offers the next, if any.
 */
import { useEffect, useState } from 'react';
import type { Meal } from '@common/schedule';
import { outboxDb } from '@/offline/outbox-db';
import { listDrafts, loadDraft, removeDraft } from '@/offline/draft-table';
import type { StoredDraft } from '@/offline/draft-types';
import { slotsFromDraft, type DraftPhoto } from './draft-photo';
import type { Slots } from './use-photo-slots';

/** What the form starts from when the warden continues a draft. */
export interface RestoredDraft {
  id: string;
  organizationId: number | null;
  meal: Meal | null;
  content: string;
  slots: Slots;
}

/** The composer's starting point for a continued draft: its institution, meal and the draft itself. */
export function presetOf(restored: RestoredDraft): { organization?: number; meal?: Meal; draft: RestoredDraft } {
  return { organization: restored.organizationId ?? undefined, meal: restored.meal ?? undefined, draft: restored };
}

export type DraftOfferState =
  | { step: 'looking' }
  | { step: 'offer'; stored: StoredDraft<DraftPhoto> }
  | { step: 'done'; restored: RestoredDraft | null; failed?: boolean };

async function nextOffer(accountId: string, preset: { organization?: number; meal?: Meal }): Promise<DraftOfferState> {
  const db = outboxDb();
  const drafts = await listDrafts(db, accountId);
  const first =
    drafts.find((row) => row.organization_id === preset.organization && (!preset.meal || row.meal === preset.meal)) ??
    drafts[0];
  const stored = first ? await loadDraft<DraftPhoto>(db, first.id, accountId) : null;
  return stored ? { step: 'offer', stored } : { step: 'done', restored: null };
}

export function useDraftOffer(accountId: string, preset: { organization?: number; meal?: Meal }) {
  const [state, setState] = useState<DraftOfferState>({ step: 'looking' });
  const look = () =>
    nextOffer(accountId, preset).then(setState, (error: unknown) => {
      console.error('Reading drafts failed', error);
      setState({ step: 'done', restored: null, failed: true });
    });
  useEffect(() => {
    void look();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the composer opens
  }, [accountId]);

  const proceed = () => {
    if (state.step !== 'offer') return;
    const { draft, photos } = state.stored;
    const restored = {
      id: draft.id,
      organizationId: draft.organization_id,
      meal: draft.meal,
      content: draft.content,
      slots: slotsFromDraft(photos),
    };
    setState({ step: 'done', restored });
  };
  const discard = async () => {
    if (state.step !== 'offer') return;
    setState({ step: 'looking' });
    try {
      await removeDraft(outboxDb(), state.stored.draft.id);
    } finally {
      await look();
    }
  };
  return { state, proceed, discard };
}
