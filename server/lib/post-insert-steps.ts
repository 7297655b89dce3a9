/**
 * What other modules add to a post's insert, without the posts module knowing them: a step runs
 * inside insertPost's transaction, after the post is written and counted, so whatever it writes
 * stands or falls with the post. Queuing the post for X (modules/x) and its entry in the public log
 * (modules/public-log) are such steps; app.ts adds them to the app's own list (`ctx.postInsertSteps`),
 * so the posts module imports neither and no import cycle forms (docs/architecture.md, 'Layers').
 * Each app has its own list: two apps in one process (tests) never share or double a step.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

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

/** One app's steps, run in the order they were added; adding the same step twice keeps one. */
export class PostInsertSteps {
  private readonly steps = new Set<PostInsertStep>();

  add(step: PostInsertStep): void {
    this.steps.add(step);
  }

  /** Runs every step inside the insert's transaction. */
  async run(trx: Transaction<DB>, post: InsertedPost): Promise<void> {
    for (const step of this.steps) await step(trx, post);
  }
}
