// exifr's lite build has the API of the package's main entry (which carries the types). Only
// exif-reader.test.ts uses it now, to check the photo worker's own EXIF reader against it.
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
