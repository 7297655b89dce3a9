// @vitest-environment node
/**
 * The faces an outbox row carries reach `POST tweet` as the server reads them (docs/spec-notes.md
 * 'Removing a box the phone found'): a new row sends the phone's boxes the warden removed and the
 * answer about photo 4; a row saved before either existed sends neither and still passes the
 * server's schema, read as none removed and not confirmed.
 */
import { describe, expect, it } from 'vitest';
import { createTweetSchema } from '@common/tweet-schema';
import * as m from './outbox-machine';
import { newPost } from './outbox-fixtures';
import type { NewPost, OutboxPost } from './outbox-types';

const T0 = 1_700_000_000_000;

function readyToSend(input: NewPost): OutboxPost {
  let post = m.claim(m.createPost(input, T0), T0 + 1);
  for (const photo of post.photos) post = m.recordUpload(post, photo.slot, 10 + photo.slot, T0 + 2);
  return post;
}

describe('faces in the tweet body', () => {
  it('sends the removed boxes per photo and the confirmation for photo 4', () => {
    const input = newPost({}, [1, 4]);
    input.photos[0]!.faces = { detected: 1, hand: 0, removed: 2, no_people: false, detector: 'ran' };
    input.photos[1]!.faces = { detected: 0, hand: 0, removed: 1, no_people: false, detector: 'ran' };
    const body = m.tweetBody(readyToSend({ ...input, no_faces_confirmed: true }));
    expect(body).toMatchObject({
      faces: [
        { slot: 1, detected: 1, removed: 2 },
        { slot: 4, detected: 0, removed: 1 },
      ],
      no_faces_confirmed: true,
    });
    expect(createTweetSchema.safeParse(body).success).toBe(true);
  });

  it('sends a row saved before, without either, and the server reads none removed', () => {
    const input = newPost({}, [1, 4]);
    input.photos[1]!.faces = { detected: 2, hand: 0, no_people: false, detector: 'ran' };
    const body = m.tweetBody(readyToSend(input)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('no_faces_confirmed');
    expect(body.faces).toEqual([{ slot: 4, detected: 2, hand: 0, no_people: false, detector: 'ran' }]);
    const read = createTweetSchema.parse(body);
    expect(read.faces).toEqual([{ slot: 4, detected: 2, hand: 0, removed: 0, no_people: false, detector: 'ran' }]);
    expect(read.no_faces_confirmed).toBe(false);
  });
});
