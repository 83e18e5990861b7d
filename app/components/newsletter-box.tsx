import { useState } from "react";

/**
 * The newsletter sends nothing. With JavaScript the submit only logs and clears the field;
 * without it the form posts to the contact page, which stores nothing and answers with the thank-you.
 */
export function NewsletterBox({ done = false }: { done?: boolean }) {
  const [email, setEmail] = useState("");
  const [thanks, setThanks] = useState(done);
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-xl bg-primary p-6 text-white">
      <h2 id="newsletter-heading" className="text-xl font-bold">
        Stay updated
      </h2>
      <p className="mt-1 text-sm text-blue-50">
        News on printers, labels and offers, now and then.
      </p>
      <form
        method="post"
        className="mt-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          console.log("Newsletter subscription:", email);
          setEmail("");
          setThanks(true);
        }}
      >
        <input type="hidden" name="intent" value="newsletter" />
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          placeholder="Your email address"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-0 flex-1 rounded-lg border-0 bg-white px-3 py-2.5 text-slate-900"
        />
        <button
          type="submit"
          className="rounded-lg bg-white px-4 py-2.5 font-semibold text-primary hover:bg-blue-50"
        >
          Subscribe
        </button>
      </form>
      <p role="status" className="mt-2 text-sm text-blue-50">
        {thanks ? "Thank you for subscribing!" : ""}
      </p>
    </section>
  );
}
