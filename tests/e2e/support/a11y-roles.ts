/**
 * The signed-in roles the accessibility test checks, with the screens of each and the second-step
 * screens looked at on the way in: the warden and warden2 (whose hostel is on holiday today) at
 * phone size, the DD, helpline, admin, super admin and content (a moderator's) consoles at a desk's size.
 */
import type { Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import type { Violation } from './axe.ts';
import { DEMO } from './sign-in-as.ts';
import { adminScreens, contentScreens, ddScreens, helplineScreens, wardenScreens } from './a11y-screens.ts';
import type { Role } from './a11y-sessions.ts';
import { DESKTOP, inBothLanguages, openScreen, say } from './a11y-page.ts';

async function superAdminSteps(page: Page): Promise<Violation[]> {
  const found = await inBothLanguages(page, '/ (2FA)');
  for (const path of ['/enable-2fa', '/verify-2fa-otp']) {
    await openScreen(page, path, 'Enter gAuth OTP');
    found.push(...(await inBothLanguages(page, path)));
  }
  await openScreen(page, '/', 'Enter gAuth OTP');
  return found;
}

export function rolesToCheck(photo: () => string): Role[] {
  return [
    {
      title: 'warden',
      account: DEMO.warden,
      device: PHONE,
      screens: wardenScreens(photo),
      atSecondStep: (page) => inBothLanguages(page, '/ (email OTP)'),
    },
    {
      title: 'warden on holiday (warden2@example.org)',
      account: DEMO.warden2,
      device: PHONE,
      screens: [
        {
          name: '/dashboard/add-tweet (holiday notice)',
          path: '/dashboard/add-tweet',
          then: (page, lang) => page.getByText(say(lang, 'compose.holidayBadge')).first().waitFor(),
        },
      ],
    },
    { title: 'DD', account: DEMO.dd, device: DESKTOP, screens: ddScreens },
    { title: 'helpline', account: DEMO.helpline, device: DESKTOP, screens: helplineScreens },
    {
      title: 'admin',
      account: DEMO.admin,
      device: DESKTOP,
      screens: adminScreens(false),
      atSecondStep: (page) => inBothLanguages(page, '/ (phone OTP)'),
    },
    { title: 'moderator', account: DEMO.moderator, device: DESKTOP, screens: contentScreens },
    {
      title: 'super admin',
      account: DEMO.superAdmin,
      device: DESKTOP,
      screens: adminScreens(true),
      atSecondStep: superAdminSteps,
    },
  ];
}
