/**
 * The Kannada of signed-in-en.ts: every text only signed-in screens show, loaded with the signed-in
 * layout routes when Kannada is chosen (session-texts.ts).
 */
import type { signedInEn } from './signed-in-en';
import { consoleMessagesKn } from './console-messages-kn';
import { ddConsoleKn } from './dd-console-kn';
import { xScreensKn } from './x-screens-kn';
import { facesKn } from './faces-kn';
import { todayKn } from './today-kn';
import { holidaysKn } from './holidays-kn';
import { supervisorDayKn } from './supervisor-day-kn';
import { signedInScreensKn } from './signed-in-screens-kn';

export const signedInKn: Record<keyof typeof signedInEn, string> = {
  ...consoleMessagesKn,
  ...signedInScreensKn,
  ...ddConsoleKn,
  ...xScreensKn,
  ...facesKn,
  ...todayKn,
  ...holidaysKn,
  ...supervisorDayKn,
};
