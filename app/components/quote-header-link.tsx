import { Link } from "react-router";
import { useQuoteCount } from "./use-quote-count";

/**
 * The header's way to the quote basket: a plain "Quote" from the server, with the basket's size
 * once the browser has read it (useQuoteCount).
 */
export function QuoteHeaderLink({ className = "" }: { className?: string }) {
  const count = useQuoteCount();
  return (
    <Link
      to="/quote"
      data-testid="header-quote"
      className={`inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md px-1.5 text-sm font-semibold whitespace-nowrap sm:px-2 text-slate-700 hover:bg-slate-100 hover:text-primary ${className}`}
    >
      {/* Left out on phones, where the logo, this link and the menu button share one row. */}
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        className="hidden sm:block"
      >
        <path
          d="M9 4h6l1 2h3v15H5V6h3zM9 11h6M9 15h6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Quote
        {count > 0 ? <span data-testid="header-quote-count"> ({count})</span> : null}
      </span>
    </Link>
  );
}
