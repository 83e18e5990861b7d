import { useEffect, useRef, useState } from "react";
import { assetUrl, PLACEHOLDER_IMAGE } from "~/lib/asset-url";
import { ResponsiveImage } from "./responsive-image";

/** The drawn printer that related-product cards show when their picture fails. */
function PrinterIcon({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label="Printer"
      className={`h-16 w-16 text-slate-400 ${className}`}
    >
      <rect
        x="16"
        y="8"
        width="32"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect
        x="6"
        y="22"
        width="52"
        height="24"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect
        x="16"
        y="38"
        width="32"
        height="18"
        rx="2"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M22 45h20M22 50h14" stroke="currentColor" strokeWidth="3" />
      <circle cx="50" cy="30" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** Product cards: one column on phones, two from 640 px, three or four beside the sidebar. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";

/**
 * A product picture by the asset rule (app/lib/asset-url.ts), as resized WebP copies when it is a raster upload
 * (components/responsive-image.tsx). When it fails to load it becomes the placeholder image, or the
 * printer icon where the caller asks for it. An error that happened before hydration is caught on
 * mount from the element's state.
 */
export function ProductImage({
  src,
  alt,
  fallback = "placeholder",
  className = "",
  width = 400,
  height = 300,
  sizes = CARD_IMAGE_SIZES,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  fallback?: "placeholder" | "printer-icon";
  className?: string;
  width?: number;
  height?: number;
  sizes?: string;
  eager?: boolean;
}) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [url]);

  if (failed && fallback === "printer-icon") {
    return (
      <div className={`flex items-center justify-center bg-slate-100 ${className}`}>
        <PrinterIcon />
      </div>
    );
  }
  return (
    <ResponsiveImage
      // A new element after a failure: the placeholder must not keep the failed WebP sources.
      key={failed ? "placeholder" : url}
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      eager={eager}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
