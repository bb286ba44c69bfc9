import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AMENITY_ICONS } from '../../../shared/property/amenities.rules';
import { AmenityIcon } from './amenity-icon';

describe('AmenityIcon', () => {
  it('draws every icon the owner can choose in Content → Amenities as itself, not the sparkles fallback', () => {
    for (const icon of AMENITY_ICONS) {
      const { container, unmount } = render(<AmenityIcon name={icon.id} />);
      expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe(icon.id);
      unmount();
    }
    const { container } = render(<AmenityIcon name="rocket" />);
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('sparkles');
  });
});
