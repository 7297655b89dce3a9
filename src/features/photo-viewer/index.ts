/**
 * What the photo viewer offers other features (a post's details, the feeds): the viewer itself
 * on the shared modal <dialog>, and the shape of one photo it shows.
 */
export { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from './photo-viewer';
