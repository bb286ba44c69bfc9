import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './tooltip.css';

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the wait. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wraps one focusable trigger (a RAC Button or Link) with a tooltip shown on hover and keyboard focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipTrigger delay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
