import { lazy, Suspense } from 'react';
import { useWindowAtLeast } from '../booking/use-window-width';

// The widget and the bar load only on the screens that show them, off the first paint's path.
const BookingWidget = lazy(() => import('../booking/booking-widget').then((module) => ({ default: module.BookingWidget })));
const MobileBookingBar = lazy(() => import('../booking/mobile-booking-bar').then((module) => ({ default: module.MobileBookingBar })));

/** Spec §2: the booking widget shows on the home page on large screens only. */
export function HeroBookingWidget() {
  const large = useWindowAtLeast(1024);
  return large ? (
    <Suspense fallback={null}>
      <BookingWidget />
    </Suspense>
  ) : null;
}

/** Spec §2: the sticky booking bar, below 768 px only. */
export function HomeMobileBookingBar() {
  const wide = useWindowAtLeast(768);
  return wide ? null : (
    <Suspense fallback={null}>
      <MobileBookingBar />
    </Suspense>
  );
}
