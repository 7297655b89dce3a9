/**
 * The clock behind an interface, so services can be tested with a fake one.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the tests move by hand. */
export class FakeClock implements Clock {
  constructor(private at: number = Date.now()) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
  set(at: Date | number): void {
    this.at = typeof at === 'number' ? at : at.getTime();
  }
}
