/** The media's door: what other rooms of lib/server use of them. */
export { checkPictures, preparePicture } from './pictures';
