import { useState } from "react";

const COPIED_MESSAGE = "Product link copied to clipboard!";

/**
 * 'Share Product': the device's share sheet, else the link is copied and an alert
 * shown. Without JavaScript the <details> opens on a copyable link instead.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);

  async function share(e: React.MouseEvent) {
    e.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // Closing the share sheet is a choice, not a failure: nothing more to do.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert(COPIED_MESSAGE);
    } catch {
      // No clipboard (an insecure origin, or permission refused): show the link to copy by hand.
      setOpen(true);
    }
  }

  return (
    <details
      className="relative"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="share-product"
    >
      <summary
        onClick={open ? undefined : share}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-primary hover:text-primary"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="18" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="6" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Share Product
      </summary>
      <div className="absolute left-0 z-20 mt-2 w-80 max-w-[85vw] rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <label htmlFor="share-url" className="text-xs font-semibold text-secondary">
          Copy this link to share the product
        </label>
        <input
          id="share-url"
          type="url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
        />
        <a href={url} className="mt-2 inline-block text-sm font-medium text-primary underline">
          {title}
        </a>
      </div>
    </details>
  );
}
