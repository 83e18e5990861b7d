import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { QUOTE_BASKET_CHANGED } from "~/lib/quote-basket";
import { useQuoteCount } from "./use-quote-count";
import { WhatsAppIcon } from "./whatsapp-icon";

/** The class the page gives its own action block: the bar shows once that block has scrolled away. */
export const PRODUCT_ACTIONS_CLASS = "product-actions";

/**
 * The phone's bar at the foot of a product page: "Get a quote" (it sends the page's own quote form,
 * quantity and all, so it works without JavaScript), the quote basket with its size, and a chat.
 *
 * It is sticky at the end of the page's main, not fixed: it can never sit on the footer, and at the
 * end of the page it takes its own room below the last buttons. It stays hidden while the page's
 * own actions are on screen (a scroll-driven animation in app.css, needing no script; where the
 * browser lacks those, a script watches the actions instead, and without either it simply stays).
 */
export function ProductActionBar({
  productId,
  formId,
  chatHref,
}: {
  productId: number;
  /** The id of the page's quote form, which the bar's button sends. */
  formId: string;
  chatHref: string;
}) {
  const count = useQuoteCount();
  const [added, setAdded] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onChange = (e: Event) => {
      if ((e as CustomEvent<{ productId?: number }>).detail?.productId === productId)
        setAdded(true);
    };
    window.addEventListener(QUOTE_BASKET_CHANGED, onChange);
    return () => window.removeEventListener(QUOTE_BASKET_CHANGED, onChange);
  }, [productId]);
  useEffect(() => {
    const el = bar.current;
    const actions = document.querySelector(`.${PRODUCT_ACTIONS_CLASS}`);
    if (!el || !actions || CSS.supports("animation-timeline", "view()")) return;
    const observer = new IntersectionObserver(([entry]) => {
      // Hidden while the actions are on screen or still below it (never scrolled past).
      const passed = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      el.dataset.hidden = passed ? "false" : "true";
    });
    observer.observe(actions);
    return () => observer.disconnect();
  }, []);
  const primary =
    "inline-flex min-h-12 flex-1 items-center justify-center rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark";
  return (
    <div
      ref={bar}
      className="product-action-bar sticky bottom-0 z-30 -mx-4 mt-8 flex items-stretch gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
      data-testid="product-action-bar"
    >
      {added ? (
        <Link to="/quote" className={primary}>
          View quote{count > 0 ? ` (${count})` : ""}
        </Link>
      ) : (
        <>
          <button type="submit" form={formId} className={primary}>
            Get a quote
          </button>
          <Link
            to="/quote"
            className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 px-3 font-semibold whitespace-nowrap text-slate-800 hover:border-primary"
            data-testid="product-bar-basket"
          >
            Quote{count > 0 ? ` (${count})` : ""}
          </Link>
        </>
      )}
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp"
        className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg bg-green-700 px-3 text-white hover:bg-green-800"
      >
        <WhatsAppIcon />
      </a>
    </div>
  );
}
