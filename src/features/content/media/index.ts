/**
 * The media library is part of the content console (docs/spec-notes.md, 'The website's content and its review').
 * This is what it offers the section editor (editor/image-field.tsx); the library screen itself (library-page.tsx)
 * is reached through its route (src/routes/content/media.tsx), not from here.
 *
 * - MediaPicker `{ open, onClose, onPick(media), accept?: 'image' }`: a popup that browses the
 *   library's folders, twelve files a page (only images with accept='image'), and answers the
 *   chosen file (its `id` is what a section stores). It does not close itself: onPick decides.
 * - MediaThumb `{ mediaId }`: an image's thumbnail and name by id (GET media/auth/file/{id}), or
 *   the server's message when the file is gone.
 */
export { MediaPicker } from './media-picker';
export { MediaThumb } from './media-thumb';
