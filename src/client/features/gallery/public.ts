// What other features may use from gallery/. Everything else in the folder is private to it.
export { ProgressivePhoto } from './progressive-photo';
