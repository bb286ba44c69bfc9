// What other features may load from booking/ on demand, each in its own chunk. Kept apart from
// public.ts so that a page importing these loaders does not also load (and style) what public.ts names.
export const loadBookingWidget = () => import('./scoped-widget').then((module) => ({ default: module.ScopedBookingWidget }));
export const loadMobileBookingBar = () => import('./scoped-bar').then((module) => ({ default: module.ScopedMobileBookingBar }));
/** The bar's source module as the client build's manifest names it: the server links its stylesheet with pages that draw it. */
export const MOBILE_BOOKING_BAR_MODULE = 'features/booking/scoped-bar.tsx';
