import { CheckoutStep } from '../features/checkout/checkout-step';
import { usePageText } from '../features/layout/use-page-text';
import { SimplePage } from './simple-page';

export default function BookingCheckoutPage() {
  const text = usePageText('checkout');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      <CheckoutStep />
    </SimplePage>
  );
}
