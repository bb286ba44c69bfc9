import { useSearch } from 'wouter';
import { bookingAccessSchema } from '../../shared/booking/checkout.schemas';
import { guestBookingAccessOf } from '../../shared/booking/guest-booking-link';
import { BookingConfirmation } from '../features/checkout/booking-confirmation';
import { usePageText } from '../features/layout/use-page-text';
import { SimplePage } from './simple-page';

export default function BookingConfirmationPage() {
  const text = usePageText('confirmation');
  const params = new URLSearchParams(useSearch());
  const access = bookingAccessSchema.safeParse(guestBookingAccessOf(params));
  return (
    <SimplePage title={text.title} lead={text.lead}>
      {/* Stripe adds redirect_status when a wallet or bank sent the guest away to pay. */}
      <BookingConfirmation access={access.success ? access.data : null} redirected={params.has('redirect_status')} />
    </SimplePage>
  );
}
