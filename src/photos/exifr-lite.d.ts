// exifr's lite build has the API of the package's main entry (which carries the types).
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
