import type { Quote } from '../../../shared/quote/quote.schemas';
import { AppDialog } from '../../ui/dialog';
import { PriceLines } from './price-lines';

/** The widget's 'Price details': the quote's lines (PriceLines folds every tax into one 'Taxes' line). */
export function PriceDetailsSheet({ quote, isOpen, onOpenChange }: { quote: Quote; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <AppDialog variant="sheet" title="Price details" isOpen={isOpen} onOpenChange={onOpenChange}>
      <PriceLines lines={quote.breakdown} total={quote.total} />
    </AppDialog>
  );
}
