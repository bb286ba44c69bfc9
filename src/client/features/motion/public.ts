// What other features may use from motion/. Everything else in the folder is private to it.
export { MotionToggle } from './motion-toggle';
