/**
 * The English texts only signed-in screens show, gathered to load in one piece with the signed-in
 * layout routes (session-texts.ts) rather than with the app: the sign-in page has a JavaScript
 * budget (docs/benchmarks.md, P3) and shows none of them. signed-in-kn.ts gathers the Kannada.
 */
import { CONSOLE_MSG } from '@common/console-messages';
import { ACCOUNT_MSG } from '@common/account-messages';
import { ORG_MSG } from '@common/organization-messages';
import { SCHEDULE_MSG } from '@common/schedule-messages';
import { QUERY_MSG } from '@common/query-messages';
import { HOLIDAY_MSG } from '@common/holiday-messages';
import { X_MSG } from '@common/x-messages';
import { prefixed } from './contract-keys';
import { ddConsoleEn } from './dd-console-en';
import { xScreensEn } from './x-screens-en';
import { facesEn } from './faces-en';
import { todayEn } from './today-en';
import { holidaysEn } from './holidays-en';
import { supervisorDayEn } from './supervisor-day-en';
import { signedInScreensEn } from './signed-in-screens-en';

export const signedInEn = {
  // The server's texts about the consoles' work (accounts, institutions, schedules, holidays, X), which
  // translateText recognises once this has loaded; sign-in's own are in the core catalogue ('msg.').
  ...prefixed('consoleMsg', CONSOLE_MSG),
  ...prefixed('accountMsg', ACCOUNT_MSG),
  ...prefixed('orgMsg', ORG_MSG),
  ...prefixed('scheduleMsg', SCHEDULE_MSG),
  ...prefixed('queryMsg', QUERY_MSG),
  ...prefixed('holidayMsg', HOLIDAY_MSG),
  ...prefixed('xMsg', X_MSG),
  // The admin shell, changing the password, X's callback page, the dashboard banner, idle, roles.
  ...signedInScreensEn,
  // DD console and helpline look-up ('dd.', 'helpline.', 'console.').
  ...ddConsoleEn,
  // Publishing to X on every screen that shows it ('x.').
  ...xScreensEn,
  // Face blurring: the composer, the outbox and a post's details ('compose.faces.', 'faces.').
  ...facesEn,
  // The warden's day: today's checklist, the composer's needs, the Not Posted list.
  ...todayEn,
  // Holidays on screen: the warden's card, the declare dialog, the admins' dialog ('holidays.').
  ...holidaysEn,
  // The photo viewer, chart links, the DD's incomplete lists, the consoles' 'More' menu.
  ...supervisorDayEn,
};
