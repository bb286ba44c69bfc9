import { lazy, Suspense } from 'react';
import { useWindowAtLeast } from '../../lib/use-window-width';
import { loadBookingWidget, loadMobileBookingBar } from '../booking/public-lazy';

// The widget and the bar load only on the screens that show them, off the first paint's path.
const BookingWidget = lazy(loadBookingWidget);
const MobileBookingBar = lazy(loadMobileBookingBar);

/** Spec §2: the booking widget shows on the home page on large screens only. The server leaves its place empty. */
export function HeroBookingWidget() {
  const large = useWindowAtLeast(1024);
  return large ? (
    <Suspense fallback={null}>
      <BookingWidget />
    </Suspense>
  ) : null;
}

/**
 * Spec §2: the sticky booking bar, below 768 px only. The server draws it as every full load starts it (the form is
 * empty then) and the stylesheet hides it from 768 px up, so a phone shows it with the page; the browser drops it on
 * a wider window once live.
 */
export function HomeMobileBookingBar() {
  const wide = useWindowAtLeast(768);
  return wide ? null : (
    <Suspense fallback={null}>
      <MobileBookingBar />
    </Suspense>
  );
}
