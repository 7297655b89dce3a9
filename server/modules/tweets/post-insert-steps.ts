/**
 * What other modules add to a post's insert, without the posts module knowing them: a step runs
 * inside insertPost's transaction, after the post is written and counted, so whatever it writes
 * stands or falls with the post. Publishing to X is one (modules/x queues the post for X), and it
 * registers itself when the app is built (app.ts), so the posts module never imports the X module
 * and the two cannot form an import cycle (docs/architecture.md, 'Layers').
 *
 * Registering is idempotent (a set of functions): every test app of a process registers the same
 * step once.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The post just written, as a step needs it. */
export interface InsertedPost {
  post_id: number;
  organization_id: number;
  /** When the warden pressed Submit (the post's capture time). */
  captured_at: Date;
  /** When publishing stops trying: six hours after the meal's late-until. */
  give_up_at: Date;
  /** The insert's time (the post's receipt). */
  now: Date;
}

export type PostInsertStep = (trx: Transaction<DB>, post: InsertedPost) => Promise<void>;

const steps = new Set<PostInsertStep>();

/** Adds a step to every post insert from now on. */
export function afterPostInsert(step: PostInsertStep): void {
  steps.add(step);
}

/** Runs the registered steps in the order they were added, inside the insert's transaction. */
export async function runPostInsertSteps(trx: Transaction<DB>, post: InsertedPost): Promise<void> {
  for (const step of steps) await step(trx, post);
}
