import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { QUOTE_BASKET_CHANGED, quoteCountFromCookies } from "~/lib/quote-basket";

/**
 * How many products the quote basket holds, for the header and the phone's action bar. The server
 * always renders 0 (public pages are shared by caches, so they cannot hold one buyer's count); in
 * the browser it is read from its readable cookie after the page loads, after every navigation
 * (the basket page's own forms change it) and when an "Add to quote" on the page says the basket
 * changed.
 */
export function useQuoteCount(): number {
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
  return count;
}
