import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { NewsletterOutcome } from "~/lib/newsletter-messages";
import type { FormConstraint } from "~/server/entities/entity.server";

/**
 * The newsletter sign-up. It posts to /newsletter, which keeps the address (once, however often it is
 * sent). With JavaScript the answer shows in place and the field empties after a sign-up; without it,
 * /newsletter answers with a page holding this box and the outcome. The input's `required` and
 * `maxLength` are the sign-up schema's (`constraint`, read from it by the page's loader).
 */
export function NewsletterBox({
  outcome,
  constraint,
}: {
  outcome?: NewsletterOutcome | null;
  constraint: FormConstraint;
}) {
  const fetcher = useFetcher<NewsletterOutcome>();
  const shown = fetcher.data ?? outcome ?? null;
  const busy = fetcher.state !== "idle";
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && input.current) input.current.value = "";
  }, [fetcher.state, fetcher.data]);

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="@container rounded-xl bg-primary p-6 text-white"
    >
      <h2 id="newsletter-heading" className="text-xl font-bold">
        Stay updated
      </h2>
      <p className="mt-1 text-sm text-blue-50">
        News on printers, labels and offers, now and then.
      </p>
      <fetcher.Form
        method="post"
        action="/newsletter"
        // Side by side only where the box is wide enough for the whole placeholder beside the button.
        className="mt-4 flex flex-col gap-2 @sm:flex-row"
      >
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          required={constraint.required}
          maxLength={constraint.maxLength}
          placeholder="Your email address"
          autoComplete="email"
          defaultValue={shown && !shown.ok ? shown.email : ""}
          key={shown && !shown.ok ? `e-${shown.email}` : "empty"}
          aria-invalid={shown && !shown.ok ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 rounded-lg border-0 bg-white px-3 py-2.5 text-slate-900"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-white px-4 py-2.5 font-semibold text-primary hover:bg-blue-50 disabled:opacity-70"
        >
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </fetcher.Form>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-2 text-sm ${shown && !shown.ok ? "font-semibold text-amber-100" : "text-blue-50"}`}
        data-testid="newsletter-status"
      >
        {shown ? shown.message : ""}
      </p>
    </section>
  );
}
