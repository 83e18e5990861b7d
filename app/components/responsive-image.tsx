import type { Ref } from "react";
import { responsiveSource } from "~/lib/responsive-image";

/**
 * A picture by the asset rule (app/lib/asset-url.ts). Local raster pictures come as resized WebP copies in several
 * widths (the browser picks by `sizes`), with the original as the fallback; SVG and remote URLs are
 * used as they are. Width and height fix the box before the file arrives (no layout shift); pictures
 * load lazily unless `eager`, which also asks for them first (the main picture of a page).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  maxWidth,
  eager = false,
  className = "",
  ref,
  onError,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The width the picture takes on screen, as in the `sizes` attribute. */
  sizes?: string;
  /** No copy wider than this (e.g. a thumbnail never needs the 1280 one). */
  maxWidth?: number;
  eager?: boolean;
  className?: string;
  ref?: Ref<HTMLImageElement>;
  onError?: () => void;
}) {
  const { src: url, webpSrcSet } = responsiveSource(src, maxWidth);
  const img = (
    <img
      ref={ref}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? undefined : "async"}
      fetchPriority={eager ? "high" : undefined}
      onError={onError}
      className={className}
    />
  );
  if (!webpSrcSet) return img;
  return (
    // display: contents keeps the <img> sized by the box around the picture, as without it.
    <picture className="contents">
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
