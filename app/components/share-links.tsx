import { useEffect, useState } from "react";
import { shareLinks } from "~/lib/share-links";

/**
 * Share buttons that really share: plain links to the chat app, LinkedIn, X and Facebook (they work
 * without JavaScript), and a copy-link button that appears once JavaScript runs.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);

  // The button needs script, so it appears only once the page is hydrated.
  useEffect(() => setCanCopy(true), []);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    try {
      // The clipboard API exists only on secure pages; elsewhere the visitor copies from a prompt.
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt("Copy this link:", url);
    }
  };

  const button =
    "inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary";
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-2">
      <h2 id="share-heading" className="mr-2 text-sm font-semibold text-slate-900">
        Share this article
      </h2>
      {shareLinks(url, title).map((l) => (
        <a
          key={l.name}
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={l.label}
          className={button}
        >
          {l.name}
        </a>
      ))}
      {canCopy ? (
        <button type="button" onClick={copy} className={button} data-copy-url={url}>
          {copied ? "Link copied!" : "Copy link"}
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {copied ? "Link copied to clipboard" : ""}
      </span>
    </section>
  );
}
