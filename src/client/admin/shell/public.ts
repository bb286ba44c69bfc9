// What the admin shell offers the admin screens: a way to put their actions in the command palette.
export { useRegisterScreenActions } from './screen-actions';
export type { ScreenAction } from './screen-actions';
