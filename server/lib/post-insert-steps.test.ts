/**
 * Each app keeps its own post-insert steps (lib/post-insert-steps.ts): two apps in one process
 * (tests) neither share nor double a step, and a step added twice to one app runs once.
 */
import { describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { PostInsertSteps, type InsertedPost } from './post-insert-steps.ts';

const trx = {} as Transaction<DB>;
const at = new Date(0);
const post: InsertedPost = { post_id: 1, organization_id: 2, captured_at: at, give_up_at: at, now: at };

describe('post-insert steps', () => {
  it('run per app, in order, each once', async () => {
    const ran: string[] = [];
    const first = async () => void ran.push('first');
    const second = async () => void ran.push('second');
    const a = new PostInsertSteps();
    const b = new PostInsertSteps();
    a.add(first);
    a.add(second);
    a.add(first);
    b.add(second);
    await a.run(trx, post);
    expect(ran).toEqual(['first', 'second']);
    await b.run(trx, post);
    expect(ran).toEqual(['first', 'second', 'second']);
  });
});
