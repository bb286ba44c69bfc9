import type { Quote } from '../../../shared/quote/quote.schemas';
import { BottomSheet } from './bottom-sheet';
import { PriceLines } from './price-lines';

/** The widget's 'Price details': the quote's lines (PriceLines folds every tax into one 'Taxes' line). */
export function PriceDetailsSheet({ quote, isOpen, onOpenChange }: { quote: Quote; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <BottomSheet title="Price details" isOpen={isOpen} onOpenChange={onOpenChange}>
      <PriceLines lines={quote.breakdown} total={quote.total} />
    </BottomSheet>
  );
}
