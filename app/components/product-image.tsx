import { useEffect, useRef, useState } from "react";
import { assetUrl, PLACEHOLDER_IMAGE } from "~/lib/asset-url";

/** SPEC 8: the drawn printer that related-product cards show when their picture fails. */
export function PrinterIcon({ className = "" }: { className?: string }) {
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

/**
 * A product picture by the asset rule (SPEC 9). When it fails to load it becomes the placeholder
 * image, or the printer icon where the spec asks for it. An error that happened before hydration is
 * caught on mount from the element's state.
 */
export function ProductImage({
  src,
  alt,
  fallback = "placeholder",
  className = "",
  width = 400,
  height = 300,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  fallback?: "placeholder" | "printer-icon";
  className?: string;
  width?: number;
  height?: number;
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
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
