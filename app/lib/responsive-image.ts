import { assetUrl } from "./asset-url";

/**
 * The widths the image route (/img/{width}/...) serves. A short fixed list: each one is a file in the
 * disk cache per picture, and nobody can make the server encode arbitrary sizes.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** Raster pictures get resized WebP copies; SVG scales by itself and is served as it is. */
const RASTER = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

/** Local pictures the image route can read: uploads and the files under /images in public/. */
const LOCAL = /^\/(uploads|images)\/[^?#]+$/;

/** The local URL path of a raster picture that the image route can resize, or null. */
export function resizablePath(url: string): string | null {
  if (!LOCAL.test(url) || url.includes("..")) return null;
  return RASTER.test(decodeURIComponentSafe(url)) ? url : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** /img/{width}/uploads/{name} or /img/{width}/images/...: the WebP copy of a picture at a width. */
export function imageVariantUrl(path: string, width: ImageWidth): string {
  return `/img/${width}${path}`;
}

export interface ResponsiveSource {
  /** The original picture by the asset rule: what browsers without WebP (and crawlers) load. */
  src: string;
  /** `srcset` of the WebP copies, when the picture is a local raster image. */
  webpSrcSet?: string;
}

/**
 * What an <img> (inside a <picture>) needs for a stored image value: the original by the asset
 * rule (app/lib/asset-url.ts), and for local raster pictures a WebP srcset in every width up to `maxWidth`.
 */
export function responsiveSource(
  value: string | null | undefined,
  maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1],
): ResponsiveSource {
  const src = assetUrl(value);
  const path = resizablePath(src);
  if (!path) return { src };
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  if (widths.length === 0) return { src };
  return {
    src,
    webpSrcSet: widths.map((w) => `${imageVariantUrl(path, w)} ${w}w`).join(", "),
  };
}
