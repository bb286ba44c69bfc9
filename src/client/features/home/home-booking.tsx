import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useWindowAtLeast } from '../../lib/use-window-width';
import { loadBookingWidget, loadMobileBookingBar } from '../booking/public-lazy';

// The widget and the bar load only on the screens that show them, off the first paint's path.
const BookingWidget = lazy(loadBookingWidget);
const MobileBookingBar = lazy(loadMobileBookingBar);

/** Spec §2: the booking widget shows on the home page on large screens only. */
export function HeroBookingWidget() {
  const large = useWindowAtLeast(1024);
  return large ? (
    <Suspense fallback={null}>
      <BookingWidget />
    </Suspense>
  ) : null;
}

/** Spec §2: the sticky booking bar, below 768 px only. It joins after hydration: the server cannot know the screen's width. */
export function HomeMobileBookingBar() {
  const wide = useWindowAtLeast(768);
  const hydrated = useHydrated();
  return wide || !hydrated ? null : (
    <Suspense fallback={null}>
      <MobileBookingBar />
    </Suspense>
  );
}
