/**
 * The website's sections and their review (docs/spec-notes.md, 'The website's content and its review'): the sections
 * with their state, one section with its versions and history and the steps the caller may take, saving a draft (a
 * stale base_version answers 409), the five review steps, restoring an old version as a new draft, the caller's
 * inbox, and the published site for anyone.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { SITE_MSG } from '../../site/site-messages.ts';
import { SECTION_KEYS } from '../../site/site-sections.ts';
import { DRAFT_BODY_LIMIT, draftBodyShape, rejectBodySchema, stepBodySchema } from '../../site/site-schema.ts';
import { answer, operation } from '../operation.ts';
import { inboxSchema, publicSiteSchema, sectionDetailSchema, sectionListSchema } from '../answers/site.ts';

const tag = 'Website';
const keyParam = z.object({ key: z.enum(SECTION_KEYS, { error: MSG.notFound }) });
const versionParams = keyParam.extend({ n: z.coerce.number().int().positive().max(1_000_000) });

const step = (name: 'submit' | 'forward' | 'approve' | 'withdraw', summary: string, message: string) =>
  operation({
    id: `${name}SiteSection`,
    method: 'POST',
    path: `/site-sections/{key}/${name}`,
    tag,
    summary,
    access: `site.${name}`,
    params: keyParam,
    body: stepBodySchema,
    answers: { 200: answer(message, sectionDetailSchema) },
    errors: [404, 409, 422],
  });

export const siteOps = {
  list: operation({
    id: 'listSiteSections',
    method: 'GET',
    path: '/site-sections',
    tag,
    summary: 'Every section with its definition, draft and published version numbers, and state',
    access: 'site.read',
    answers: { 200: answer(SITE_MSG.sectionsReceived, sectionListSchema) },
  }),
  read: operation({
    id: 'readSiteSection',
    method: 'GET',
    path: '/site-sections/{key}',
    tag,
    summary: 'One section: definition, open draft, published version, every version with its history',
    access: 'site.read',
    params: keyParam,
    answers: { 200: answer(SITE_MSG.sectionsReceived, sectionDetailSchema) },
    errors: [404],
  }),
  saveDraft: operation({
    id: 'saveSiteDraft',
    method: 'PUT',
    path: '/site-sections/{key}/draft',
    tag,
    summary: 'Saves the items as a new version of the open draft (or starts one)',
    description:
      'base_version is the version the editor started from (0 when the section had none). Another save since answers 409; a field at fault answers 422 naming its path (items.0.label.en).',
    access: 'site.edit',
    params: keyParam,
    body: draftBodyShape,
    bodyLimit: DRAFT_BODY_LIMIT,
    answers: { 200: answer(SITE_MSG.draftSaved, sectionDetailSchema) },
    errors: [404, 409, 422],
  }),
  submit: step('submit', 'The author sends the draft for review', SITE_MSG.submitted),
  forward: step('forward', 'A moderator sends the reviewed draft for approval', SITE_MSG.forwarded),
  approve: step('approve', 'An approver who did not write it publishes the draft', SITE_MSG.approved),
  reject: operation({
    id: 'rejectSiteSection',
    method: 'POST',
    path: '/site-sections/{key}/reject',
    tag,
    summary: 'Sends the draft back to DRAFT with a reason (a moderator in review, an approver after)',
    access: 'site.reject',
    params: keyParam,
    body: rejectBodySchema,
    answers: { 200: answer(SITE_MSG.rejected, sectionDetailSchema) },
    errors: [404, 409, 422],
  }),
  withdraw: step('withdraw', "The draft's author takes it back to DRAFT", SITE_MSG.withdrawn),
  restore: operation({
    id: 'restoreSiteVersion',
    method: 'POST',
    path: '/site-sections/{key}/versions/{n}/restore',
    tag,
    summary: 'Copies an old version into a new draft',
    access: 'site.restore',
    params: versionParams,
    body: stepBodySchema,
    answers: { 200: answer(SITE_MSG.restored, sectionDetailSchema) },
    errors: [404, 409, 422],
  }),
  preview: operation({
    id: 'previewSiteSection',
    method: 'POST',
    path: '/site-sections/{key}/preview',
    tag,
    summary: 'The public page as it would be with these items in place of the published ones',
    description:
      'Renders the same HTML as /site, for the editor to show in a sandboxed frame. The items need not be valid yet; nothing is saved.',
    access: 'site.read',
    params: keyParam,
    body: z.object({ items: draftBodyShape.shape.items, lang: z.enum(['en', 'kn']).default('en') }),
    bodyLimit: DRAFT_BODY_LIMIT,
    answers: { 200: answer(SITE_MSG.siteReceived, z.object({ html: z.string() })) },
    errors: [404],
  }),
  inbox: operation({
    id: 'contentInbox',
    method: 'GET',
    path: '/content/inbox',
    tag,
    summary: "Drafts waiting for the caller's step, and the caller's drafts sent back to them",
    access: 'site.read',
    answers: { 200: answer(SITE_MSG.inboxReceived, inboxSchema) },
  }),
  publicSite: operation({
    id: 'publicSite',
    method: 'GET',
    path: '/public/site',
    tag,
    summary: 'The published sections, images resolved, in English or Kannada (no token)',
    description:
      'Cached by ETag: If-None-Match with the current ETag answers 304. Cache-Control: public, max-age=60, stale-while-revalidate=600.',
    access: 'public',
    query: z.object({ lang: z.enum(['en', 'kn']).default('en') }),
    answers: { 200: answer(SITE_MSG.siteReceived, publicSiteSchema) },
  }),
} as const;
