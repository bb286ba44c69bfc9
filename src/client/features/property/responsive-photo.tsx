import type { Photo } from '../../../shared/property/property.schemas';

/** AVIF where the browser has it, WebP otherwise, at the width the layout needs. */
export function ResponsivePhoto({
  photo,
  sizes,
  className,
  priority = false,
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <picture>
      {photo.srcset && (
        <>
          <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
          <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
        </>
      )}
      <img
        src={photo.url}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        style={photo.placeholder ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' } : undefined}
      />
    </picture>
  );
}
