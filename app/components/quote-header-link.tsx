import { useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import { QUOTE_BASKET_CHANGED, quoteCountFromCookies } from "~/lib/quote-basket";

/**
 * The header's way to the quote basket. The server always renders a plain "Quote" (public pages
 * are shared by caches, so they cannot hold one buyer's count); in the browser the count is read
 * from its readable cookie after the page loads, after every navigation (the basket page's own
 * forms change it) and when an "Add to quote" on the page says the basket changed.
 */
export function QuoteHeaderLink({ className = "" }: { className?: string }) {
  const [count, setCount] = useState(0);
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (idle) setCount(quoteCountFromCookies(document.cookie));
  }, [idle]);
  useEffect(() => {
    const read = () => setCount(quoteCountFromCookies(document.cookie));
    window.addEventListener(QUOTE_BASKET_CHANGED, read);
    // A page restored from the back-forward cache runs no effect again.
    window.addEventListener("pageshow", read);
    return () => {
      window.removeEventListener(QUOTE_BASKET_CHANGED, read);
      window.removeEventListener("pageshow", read);
    };
  }, []);
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
