import type { BookingAccess } from '../../../shared/booking/checkout.schemas';

// A page asks the chat button (in the site layout) to open: the guest's booking page opens it with the booking's
// own proof, so the host knows the e-mail address is the guest's. An event on window, because the page and the
// button share no React parent below the layout, and this costs the page no chat code.
const OPEN_FOR_BOOKING = 'kbh-chat:open-for-booking';

export function openChatForBooking(access: BookingAccess): void {
  window.dispatchEvent(new CustomEvent<BookingAccess>(OPEN_FOR_BOOKING, { detail: access }));
}

export function onOpenChatForBooking(listener: (access: BookingAccess) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<BookingAccess>).detail);
  window.addEventListener(OPEN_FOR_BOOKING, handle);
  return () => window.removeEventListener(OPEN_FOR_BOOKING, handle);
}

/** How the panel was opened, when it brings a proof: the e-mailed link's token, or the guest's booking. */
export type ChatEntry = { link: string } | { booking: BookingAccess };
