/**
 * Routes of the website's content and the media library (common/contract/operations: site.ts,
 * library.ts). Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const mediaTypeCounts: R['mediaTypeCounts'] = { method: 'GET', path: '/media/type' };
export const listMediaFolders: R['listMediaFolders'] = { method: 'GET', path: '/media/folders' };
export const createMediaFolder: R['createMediaFolder'] = { method: 'POST', path: '/media/folders' };
export const updateMediaFolder: R['updateMediaFolder'] = { method: 'PATCH', path: '/media/folders/{id}' };
export const deleteMediaFolder: R['deleteMediaFolder'] = { method: 'DELETE', path: '/media/folders/{id}' };
export const updateMedia: R['updateMedia'] = { method: 'PATCH', path: '/media/{id}' };
export const replaceMediaFile: R['replaceMediaFile'] = { method: 'PUT', path: '/media/{id}/file' };
export const mediaUsage: R['mediaUsage'] = { method: 'GET', path: '/media/{id}/usage' };
export const deleteMedia: R['deleteMedia'] = { method: 'DELETE', path: '/media/{id}' };
export const listSiteSections: R['listSiteSections'] = { method: 'GET', path: '/site-sections' };
export const readSiteSection: R['readSiteSection'] = { method: 'GET', path: '/site-sections/{key}' };
export const saveSiteDraft: R['saveSiteDraft'] = { method: 'PUT', path: '/site-sections/{key}/draft' };
export const submitSiteSection: R['submitSiteSection'] = { method: 'POST', path: '/site-sections/{key}/submit' };
export const forwardSiteSection: R['forwardSiteSection'] = { method: 'POST', path: '/site-sections/{key}/forward' };
export const approveSiteSection: R['approveSiteSection'] = { method: 'POST', path: '/site-sections/{key}/approve' };
export const rejectSiteSection: R['rejectSiteSection'] = { method: 'POST', path: '/site-sections/{key}/reject' };
export const withdrawSiteSection: R['withdrawSiteSection'] = { method: 'POST', path: '/site-sections/{key}/withdraw' };
export const restoreSiteVersion: R['restoreSiteVersion'] = {
  method: 'POST',
  path: '/site-sections/{key}/versions/{n}/restore',
};
export const previewSiteSection: R['previewSiteSection'] = { method: 'POST', path: '/site-sections/{key}/preview' };
export const contentInbox: R['contentInbox'] = { method: 'GET', path: '/content/inbox' };
export const publicSite: R['publicSite'] = { method: 'GET', path: '/public/site' };
