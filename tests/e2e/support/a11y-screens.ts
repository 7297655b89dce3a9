/**
 * Every screen the accessibility test visits once signed in and validated, per role: the routes of
 * src/routes/dashboard, dd, admin and helpline, plus the states a route can be in that change what
 * is on screen (a dialog or the account menu open, a photo being cropped). Buttons are found by
 * their names in the language under test, so each list serves the English and the Kannada pass.
 */
import type { Page } from 'playwright-core';
import type { MessageId } from '@/i18n/en';
import { expect } from 'vitest';
import { openAccountMenu, say, sayAny, type Lang } from './a11y-page.ts';
import { draftsOnPhone } from './drafts.ts';

export interface Screen {
  /** The route as reported, with the state it is in. */
  name: string;
  path: string | (() => string);
  /** Brings the route into the state named (opens a dialog, chooses a photo…). */
  then?: (page: Page, lang: Lang) => Promise<void>;
}

/** Ids of demo records the test looks up before the browser runs (a post, an institution, a warden). */
export const ids = { post: 0, organization: 0, warden: 0 };

// The open one: a dialog just closed by the screen before may still be fading out.
const dialog = async (page: Page) => {
  await page.locator('dialog[open]').waitFor();
};

/** Presses the first button with this name and waits for the dialog it opens. */
const opens =
  (name: (lang: Lang) => string | RegExp) =>
  async (page: Page, lang: Lang): Promise<void> => {
    await page
      .getByRole('button', { name: name(lang) })
      .first()
      .click();
    await dialog(page);
  };
/** A row's button, named by a template such as 'Disable {name}'. */
const opensFor = (key: MessageId) => opens((lang) => sayAny(lang, key));

/** The route left as it is, with the header's account menu open. */
const menuOn = (route: string): Screen => ({ name: `${route} (account menu)`, path: '', then: openAccountMenu });

export function wardenScreens(photo: () => string): Screen[] {
  const chooseFirst = async (page: Page) => {
    await page.locator('input[name=institution]').first().check();
  };
  const cropOpen = async (page: Page, lang: Lang) => {
    await chooseFirst(page);
    const slot = say(lang, 'compose.slot.1');
    await page.getByLabel(say(lang, 'compose.photo.galleryFor', { slot })).setInputFiles(photo());
    await page.getByRole('dialog').locator('.cropper-crop-box').waitFor();
  };
  return [
    { name: '/dashboard/home', path: '/dashboard/home' },
    menuOn('/dashboard/home'),
    {
      name: '/dashboard/home (change password dialog)',
      path: '',
      then: async (page, lang) => {
        await page.getByRole('menuitem', { name: say(lang, 'dash.changePassword') }).click();
        await dialog(page);
      },
    },
    {
      name: '/dashboard/home (declare holiday dialog)',
      path: '/dashboard/home',
      then: opensFor('holidays.declareFor'),
    },
    { name: '/dashboard/tweet-list', path: '/dashboard/tweet-list' },
    { name: '/dashboard/posted-on-time', path: '/dashboard/posted-on-time' },
    { name: '/dashboard/posted-delayed', path: '/dashboard/posted-delayed' },
    { name: '/dashboard/posted-after-deadline', path: '/dashboard/posted-after-deadline' },
    { name: '/dashboard/not-posted', path: '/dashboard/not-posted' },
    { name: '/dashboard/{id}', path: () => `/dashboard/${ids.post}` },
    { name: '/dashboard/add-tweet', path: '/dashboard/add-tweet', then: chooseFirst },
    { name: '/dashboard/add-tweet (crop dialog)', path: '/dashboard/add-tweet', then: cropOpen },
    {
      name: '/dashboard/add-tweet (photo chosen)',
      path: '',
      then: async (page, lang) => {
        await page.getByRole('button', { name: say(lang, 'compose.crop.confirm') }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
        // Kept as a draft (docs/offline.md), which the composer offers when it opens next.
        await expect.poll(async () => (await draftsOnPhone(page))[0]?.photos.length).toBe(1);
      },
    },
    {
      name: '/dashboard/add-tweet (draft offer)',
      path: '',
      then: async (page) => {
        await page.reload(); // the tab lost, as Android does
        await page.getByTestId('draft-offer').waitFor();
      },
    },
    {
      name: '/dashboard/add-tweet (draft discarded)',
      path: '',
      then: async (page, lang) => {
        await page.getByRole('button', { name: say(lang, 'drafts.offer.discard') }).click();
        await page.locator('input[name=institution]').first().waitFor();
      },
    },
    { name: '/dashboard/outbox', path: '/dashboard/outbox' },
    { name: '/dashboard/change-password', path: '/dashboard/change-password' },
  ];
}

export const ddScreens: Screen[] = [
  { name: '/dd', path: '/dd' },
  menuOn('/dd'),
  { name: '/dd/feed', path: '/dd/feed' },
  { name: '/dd/review', path: '/dd/review' },
  { name: '/dd/on-time', path: '/dd/on-time' },
  { name: '/dd/delayed', path: '/dd/delayed' },
  { name: '/dd/after-deadline', path: '/dd/after-deadline' },
  { name: '/dd/post/{id}', path: () => `/dd/post/${ids.post}` },
  {
    name: '/dd/post/{id} (photo viewer)',
    path: '',
    then: opens((lang) => say(lang, 'viewer.openImage', { n: 2 })),
  },
  { name: '/dd/feed (photo viewer)', path: '/dd/feed', then: opensFor('viewer.openPhotos') },
  { name: '/dd/incomplete/warden', path: '/dd/incomplete/warden' },
  { name: '/dd/holidays', path: '/dd/holidays' },
  {
    name: '/dd/holidays (revoke dialog, reason missing)',
    path: '',
    then: async (page, lang) => {
      await opensFor('dd.holidays.revokeFor')(page, lang);
      await page.getByRole('button', { name: say(lang, 'dd.revoke.confirm') }).click();
      await page.getByRole('dialog').locator('[aria-invalid="true"]').waitFor();
    },
  },
  { name: '/dd/league', path: '/dd/league' },
];

export const helplineScreens: Screen[] = [
  { name: '/helpline', path: '/helpline' },
  menuOn('/helpline'),
  {
    name: '/helpline?q=hunsur',
    path: '/helpline?q=hunsur',
    then: (page, lang) =>
      page
        .getByRole('region', { name: say(lang, 'helpline.institutions') })
        .getByRole('link')
        .first()
        .waitFor(),
  },
  { name: '/helpline/organization/{id}', path: () => `/helpline/organization/${ids.organization}` },
  { name: '/helpline/warden/{id}', path: () => `/helpline/warden/${ids.warden}` },
];

export function adminScreens(superAdmin: boolean): Screen[] {
  return [
    { name: '/admin', path: '/admin' },
    menuOn('/admin'),
    { name: '/admin/accounts', path: '/admin/accounts' },
    {
      name: '/admin/accounts (account form)',
      path: '',
      then: opens((lang) => say(lang, 'adm.accounts.add')),
    },
    { name: '/admin/accounts (disable dialog)', path: '/admin/accounts', then: opensFor('adm.accounts.disableFor') },
    {
      name: '/admin/accounts (districts dialog)',
      path: '/admin/accounts?roles=DD',
      then: opensFor('adm.accounts.districtsFor'),
    },
    ...(superAdmin
      ? [
          {
            name: '/admin/accounts (reset 2FA dialog)',
            path: '/admin/accounts?roles=CREATOR',
            then: opensFor('adm.accounts.reset2faFor'),
          },
        ]
      : []),
    { name: '/admin/institutions', path: '/admin/institutions' },
    {
      name: '/admin/institutions (institution form)',
      path: '',
      then: opens((lang) => say(lang, 'adm.inst.add')),
    },
    { name: '/admin/institutions (edit form)', path: '/admin/institutions', then: opensFor('adm.inst.editFor') },
    { name: '/admin/institutions (assign dialog)', path: '/admin/institutions', then: opensFor('adm.inst.assignFor') },
    { name: '/admin/institutions (delete dialog)', path: '/admin/institutions', then: opensFor('adm.inst.deleteFor') },
    { name: '/admin/institutions (holidays dialog)', path: '/admin/institutions', then: opensFor('holidays.titleFor') },
    { name: '/admin/approvals', path: '/admin/approvals' },
    // Right after its page: '' leaves the route as it is.
    { name: '/admin/approvals (reject dialog)', path: '', then: opensFor('admin.approvals.rejectFor') },
    { name: '/admin/review', path: '/admin/review' },
    { name: '/admin/incomplete/warden', path: '/admin/incomplete/warden' },
    { name: '/admin/incomplete/twitter-id', path: '/admin/incomplete/twitter-id' },
    { name: '/admin/incomplete/twitter-password', path: '/admin/incomplete/twitter-password' },
    { name: '/admin/schedule', path: '/admin/schedule' },
  ];
}

/** The content console (docs/spec-notes.md, 'The website's content and its review'), as a moderator sees it: the inbox, the sections, an editor, the library. */
export const contentScreens: Screen[] = [
  { name: '/content', path: '/content' },
  { name: '/content/sections', path: '/content/sections' },
  { name: '/content/sections/testimonials', path: '/content/sections/testimonials' },
  {
    name: '/content/sections/testimonials (preview)',
    path: '',
    then: async (page, lang) => {
      await page.getByRole('button', { name: say(lang, 'content.preview.show') }).click();
      await page.getByTitle(say(lang, 'content.preview.frame')).waitFor();
    },
  },
  { name: '/content/media', path: '/content/media' },
  { name: '/content/media (upload popup)', path: '', then: opens((lang) => say(lang, 'library.upload.open')) },
];
