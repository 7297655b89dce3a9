/**
 * The signed-in roles of the accessibility test, one browser context each. They all sign in
 * through the screens as soon as the server is up, side by side, because a sign-in mostly waits
 * (first load, the mail folder) while the processor could be checking other screens; each role's
 * suite then picks its session up. A role's second step is checked on the way in, and what it
 * found is kept for the role's first test to report.
 */
import type { Page } from 'playwright-core';
import type { Violation } from './axe.ts';
import type { RunningServer } from './server.ts';
import type { Screen } from './a11y-screens.ts';
import { signInAs, type DemoAccount } from './sign-in-as.ts';

export interface Role {
  title: string;
  account: DemoAccount;
  device: object;
  screens: Screen[];
  /** Looks at the second step's screen(s) before the code goes in. */
  atSecondStep?: (page: Page) => Promise<Violation[]>;
}

export interface Session {
  page: Page;
  stepViolations: Violation[];
}

const sessions = new Map<string, Promise<Session>>();

export function startSessions(roles: Role[], server: RunningServer, open: (device: object) => Promise<Page>): void {
  for (const role of roles) {
    const session = (async (): Promise<Session> => {
      const page = await open(role.device);
      const stepViolations: Violation[] = [];
      await signInAs(page, server, role.account, async () => {
        stepViolations.push(...((await role.atSecondStep?.(page)) ?? []));
      });
      return { page, stepViolations };
    })();
    // Reported by the role's first test; until then a failure must not count as unhandled.
    session.catch(() => undefined);
    sessions.set(role.title, session);
  }
}

export function sessionOf(title: string): Promise<Session> {
  const session = sessions.get(title);
  if (!session) throw new Error(`no session for ${title}`);
  return session;
}
