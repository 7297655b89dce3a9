/**
 * The media library beyond the contract's calls (docs/spec-notes.md, 'The website's content and its review'): nested
 * folders (a folder with anything in it is not deleted), a file's name, alt text and folder, replacing a file in
 * place (same id, a new version in its URL), where a file is used on the website, deleting a file no published or
 * open version uses, and the counts by type (the contract's GET media/type).
 */
import { MSG } from '../../messages.ts';
import { LIBRARY_MSG } from '../../site/site-messages.ts';
import {
  createFolderSchema,
  folderListQuery,
  mediaListQuery,
  updateFolderSchema,
  updateMediaSchema,
} from '../../media-queries.ts';
import { answer, operation } from '../operation.ts';
import { idParam } from '../requests.ts';
import { mediaFileSchema } from '../answers/media.ts';
import {
  folderListSchema,
  folderSchema,
  mediaDeletedSchema,
  mediaTypeCountsSchema,
  mediaUsageSchema,
} from '../answers/library.ts';

const tag = 'Media library';

export const libraryOps = {
  types: operation({
    id: 'mediaTypeCounts',
    method: 'GET',
    path: '/media/type',
    tag,
    summary: 'How many files of each type the library holds under the same filters as GET media',
    access: 'media.library',
    query: mediaListQuery,
    answers: { 200: answer(MSG.filesReceived, mediaTypeCountsSchema) },
    errors: [404],
  }),
  folders: operation({
    id: 'listMediaFolders',
    method: 'GET',
    path: '/media/folders',
    tag,
    summary: 'The folders inside a folder (parent=ROOT, the default, for the top) and the path to it',
    access: 'media.library',
    query: folderListQuery,
    answers: { 200: answer(LIBRARY_MSG.foldersReceived, folderListSchema) },
    errors: [404],
  }),
  createFolder: operation({
    id: 'createMediaFolder',
    method: 'POST',
    path: '/media/folders',
    tag,
    summary:
      'Makes a folder (the folder-name rule of the contract, at most 35 characters), at the top or inside another',
    access: 'media.library',
    body: createFolderSchema,
    answers: { 201: answer(LIBRARY_MSG.folderCreated, folderSchema) },
    errors: [404, 409],
  }),
  updateFolder: operation({
    id: 'updateMediaFolder',
    method: 'PATCH',
    path: '/media/folders/{id}',
    tag,
    summary: 'Renames a folder or moves it into another',
    access: 'media.manage',
    params: idParam('folder'),
    body: updateFolderSchema,
    answers: { 200: answer(LIBRARY_MSG.folderUpdated, folderSchema) },
    errors: [404, 409],
  }),
  deleteFolder: operation({
    id: 'deleteMediaFolder',
    method: 'DELETE',
    path: '/media/folders/{id}',
    tag,
    summary: 'Deletes an empty folder; one with files or folders in it answers 409',
    access: 'media.manage',
    params: idParam('folder'),
    answers: { 200: answer(LIBRARY_MSG.folderDeleted, folderSchema) },
    errors: [404, 409],
  }),
  update: operation({
    id: 'updateMedia',
    method: 'PATCH',
    path: '/media/{id}',
    tag,
    summary: "Changes a file's name, its alt text (English and Kannada) or its folder",
    access: 'media.manage',
    params: idParam('media'),
    body: updateMediaSchema,
    answers: { 200: answer(LIBRARY_MSG.mediaUpdated, mediaFileSchema) },
    errors: [404],
  }),
  replace: operation({
    id: 'replaceMediaFile',
    method: 'PUT',
    path: '/media/{id}/file',
    tag,
    summary: 'Replaces the file with one of the same type; the id stays and its URLs carry a new version',
    access: 'media.manage',
    params: idParam('media'),
    consumes: 'multipart/form-data',
    answers: { 200: answer(LIBRARY_MSG.mediaReplaced, mediaFileSchema) },
    errors: [400, 404, 413, 415, 422],
  }),
  usage: operation({
    id: 'mediaUsage',
    method: 'GET',
    path: '/media/{id}/usage',
    tag,
    summary: 'The sections and versions of the website that use the file',
    access: 'media.library',
    params: idParam('media'),
    answers: { 200: answer(LIBRARY_MSG.usageReceived, mediaUsageSchema) },
    errors: [404],
  }),
  remove: operation({
    id: 'deleteMedia',
    method: 'DELETE',
    path: '/media/{id}',
    tag,
    summary: 'Deletes a file; while a published version or an open draft uses it, 409 lists the uses',
    access: 'media.manage',
    params: idParam('media'),
    answers: { 200: answer(LIBRARY_MSG.mediaDeleted, mediaDeletedSchema) },
    errors: [404, 409],
  }),
} as const;
