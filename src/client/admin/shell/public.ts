// The admin shell's one entry: the frame itself (for the wing's routes and for section tests that render it),
// the palette's hooks for screens (their actions) and for sections (their searches).
export { AdminShell, ScreenArrived } from './admin-shell';
export type { SectionBadge, ShellSection } from './admin-nav';
export type { PaletteAction, PaletteResult, PaletteSearchProps, PaletteSource } from './palette-source';
export { useRegisterScreenActions } from './screen-actions';
export type { ScreenAction } from './screen-actions';
