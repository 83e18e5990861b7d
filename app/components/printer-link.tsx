import { Link } from "react-router";
import { ProductImage } from "./product-image";

/** A printer as a small picture, name and model that leads somewhere: its page, or its supplies. */
export function PrinterLink({
  to,
  printer,
  size,
}: {
  to: string;
  printer: { image: string | null; name: string; model: string | null };
  /** Picture edge in CSS pixels. */
  size: 40 | 48;
}) {
  return (
    <Link
      to={to}
      className={`flex ${size === 48 ? "min-h-16" : "min-h-14"} items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-sm hover:border-primary`}
    >
      <span
        className={`${size === 48 ? "h-12 w-12" : "h-10 w-10"} shrink-0 overflow-hidden rounded bg-slate-50`}
      >
        <ProductImage
          src={printer.image}
          alt=""
          width={size * 2}
          height={size * 2}
          sizes={`${size}px`}
          className="h-full w-full object-contain"
        />
      </span>
      <span className="min-w-0 break-words">
        <span className="block text-sm font-semibold text-slate-900">{printer.name}</span>
        {printer.model ? (
          <span className="block text-xs text-secondary">Model: {printer.model}</span>
        ) : null}
      </span>
    </Link>
  );
}
