import type { BlockOf } from '../../../shared/pages/page-blocks.schema';
import { sections } from '../../app/sections';
import { DeferredSection } from '../../ui/deferred-section';

/**
 * The spec's below-the-fold sections: each loads as it nears the viewport, its placeholder as tall as it will be. On
 * a page shipped as islands (decision 062) each is an island that starts as it nears the viewport (island-registry.ts).
 */
export function DeferredReviews({ highlights }: Pick<BlockOf<'reviews'>, 'highlights'>) {
  return <DeferredSection id="reviews" load={sections.reviews} minHeight="60rem" props={{ highlights }} />;
}

export function DeferredAmenities() {
  return <DeferredSection id="amenities" load={sections.amenities} minHeight="40rem" />;
}

export function DeferredLocation({ description, points }: Pick<BlockOf<'location'>, 'description' | 'points'>) {
  return <DeferredSection id="location" load={sections.location} minHeight="60rem" props={{ description, points }} />;
}
