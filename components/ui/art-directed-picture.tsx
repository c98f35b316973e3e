import type { z } from 'zod';
import type { picture as pictureSchema } from '@/lib/content/schema';
import { variantsOf } from '@/lib/images';
import { assetUrl } from '@/lib/routes';
import { minWidth, pictureSizes } from '@/lib/breakpoints';

type PictureData = z.infer<typeof pictureSchema>;

const srcSet = (src: string) => variantsOf(src).map((v) => `${assetUrl(v.path)} ${v.width}w`).join(', ');

/** A wide picture for screens from 768 px and a taller crop for phones (the carousel's large and small variants). */
export function ArtDirectedPicture({
  large,
  small,
  priority = false,
  className,
}: {
  large: PictureData;
  small: PictureData;
  priority?: boolean;
  className?: string;
}) {
  const fallback = variantsOf(small.src);
  const img = fallback[fallback.length - 1]!;
  const wide = variantsOf(large.src).at(-1)!;
  return (
    <picture>
      <source media={minWidth('md')} srcSet={srcSet(large.src)} sizes={pictureSizes({ xl: '1168px' }, 'calc(100vw - 3rem)')} width={wide.width} height={wide.height} />
      <img
        src={assetUrl(img.path)}
        srcSet={srcSet(small.src)}
        sizes="calc(100vw - 2rem)"
        width={img.width}
        height={img.height}
        alt={small.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
