import type { ComponentProps, ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './tooltip.css';

/** Spec §9: a tooltip opens after the pointer rests 700 ms on its trigger… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and closes 300 ms after the pointer leaves (the spec's "skip delay", read as the issue reads it). */
export const TOOLTIP_CLOSE_DELAY_MS = 300;

export interface AppTooltipProps {
  /** What the tooltip says: the full text of something the trigger shows cut short. */
  content: ReactNode;
  /** One focusable element that forwards its ref (a button, or a grid cell with a tabIndex). */
  children: ComponentProps<typeof Focusable>['children'];
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** No tooltip, with the trigger kept in the same tree (a focused trigger must not be remounted). */
  isDisabled?: boolean;
}

/**
 * The site's one tooltip. React Aria shows it on hover after the open delay and at once on keyboard
 * focus, hides it on Escape, and names it in the trigger's aria-describedby while shown. Admin only:
 * import it from lazily loaded admin code, never from a public page (it would join their start-up JS).
 */
export function AppTooltip({ content, children, placement = 'top', isDisabled = false }: AppTooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS} isDisabled={isDisabled}>
      <Focusable>{children}</Focusable>
      <Tooltip className={styles.tooltip} placement={placement} offset={6}>
        {content}
      </Tooltip>
    </TooltipTrigger>
  );
}
