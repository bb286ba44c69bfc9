import { CheckoutStep } from '../features/checkout/checkout-step';
import { SimplePage } from './simple-page';

export default function BookingCheckoutPage() {
  return (
    <SimplePage title="Checkout" lead="Secure payment for your stay.">
      <CheckoutStep />
    </SimplePage>
  );
}
