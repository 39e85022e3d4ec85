import { useState } from 'react'
import type { ImgHTMLAttributes } from 'react'
import { IMAGE_SIZES } from './image-sizes.js'
import type { ImageSize } from './image-sizes.js'

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading' | 'src' | 'alt'
> {
  src: string
  /** Describes the image; `""` for a decorative image next to its own text (a product's name). */
  alt: string
  /** The named size: it sets the box the image takes, so nothing shifts while it loads. */
  size: ImageSize
  /** The image's own pixel size when the backend sends it; the named size otherwise. */
  width?: number
  height?: number
  /** Above the fold (the first row of a grid, a product's stage): loaded at once and early. */
  priority?: boolean
  /** Shown instead when the image fails to load (the shop's fallback image). */
  fallbackSrc?: string
}

/**
 * An image in one of the shop's named sizes: width and height always set, lazy below the fold,
 * the fallback image when it fails.
 *
 * @example
 * <Image src={product.mainImage.url} alt="" size="product-overview" fallbackSrc={config.fallbackImage.url} />
 */
export function Image({
  src,
  alt,
  size,
  width,
  height,
  priority = false,
  fallbackSrc,
  className,
  onError,
  fetchPriority,
  ...rest
}: ImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const named = IMAGE_SIZES[size]
  const showFallback = failed === src && fallbackSrc !== undefined
  return (
    <img
      {...rest}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      width={width ?? named.width}
      height={height ?? named.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding="async"
      data-size={size}
      className={className ? `ui-image ${className}` : 'ui-image'}
      onError={(event) => {
        // Only the original image falls back, so a broken fallback cannot loop.
        if (!showFallback) setFailed(src)
        onError?.(event)
      }}
    />
  )
}
