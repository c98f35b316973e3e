import type { z } from 'zod';
import type { picture as pictureSchema } from '@/lib/content/schema';
import { variantsOf } from '@/lib/images';
import { assetUrl } from '@/lib/routes';

type PictureData = z.infer<typeof pictureSchema>;

/**
 * The one way a content picture reaches the page: WebP variants made at build
 * time (scripts/build-images.ts), width and height set so nothing shifts, lazy
 * unless it is the first thing a visitor sees.
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  eager = false,
  className,
  decorative = false,
}: {
  picture: PictureData;
  /** The sizes attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  priority?: boolean;
  /** Load at once without raising its priority (small pictures above the fold, like the logo). */
  eager?: boolean;
  className?: string;
  /** True where the same information is already in text beside it. */
  decorative?: boolean;
}) {
  const variants = variantsOf(picture.src);
  const largest = variants[variants.length - 1]!;
  return (
    <img
      src={assetUrl(largest.path)}
      srcSet={variants.map((v) => `${assetUrl(v.path)} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={decorative ? '' : picture.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
