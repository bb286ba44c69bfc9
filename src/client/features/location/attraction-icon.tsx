import { attractionIconKey } from '../../../shared/property/location.rules';
import { ATTRACTION_ICON_PATHS } from './icon-paths';

/** Decorative category icon: the control it sits in is named by its text. */
export function AttractionIcon({ category, size = 20, className }: { category: string; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={attractionIconKey(category)}
    >
      <path d={ATTRACTION_ICON_PATHS[attractionIconKey(category)]} />
    </svg>
  );
}
