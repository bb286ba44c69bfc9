// What other features may load from booking/ on demand, each in its own chunk. Kept apart from
// public.ts so that a page importing these loaders does not also load (and style) what public.ts names.
export const loadBookingWidget = () => import('./booking-widget').then((module) => ({ default: module.BookingWidget }));
export const loadMobileBookingBar = () => import('./mobile-booking-bar').then((module) => ({ default: module.MobileBookingBar }));
