import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { CONTACT_HONEYPOT, INQUIRY_TYPE_OPTIONS } from "~/lib/inquiry-types";
import { BuyerField, FormProblem } from "~/components/buyer-field";

export const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILED = "There was an error sending your message. Please try again.";

export type ContactValues = Partial<
  Record<
    "name" | "email" | "phone" | "company" | "inquiry_type" | "subject" | "message" | "product",
    string
  >
>;

/** A quote request for one product: the form starts as a quote with the product in the subject. */
export interface QuoteFor {
  slug: string;
  name: string;
  subject: string;
}

/** What the contact page's action answers (a redirect to the chat app when JavaScript is off). */
export type ContactResult =
  | { kind: "invalid"; errors: Record<string, string>; values: ContactValues }
  | { kind: "failed"; values: ContactValues; message?: string }
  | { kind: "sent"; id: string; whatsappUrl: string | null }
  | { kind: "newsletter" }
  | { kind: "newsletter-refused"; message: string };

/**
 * The contact form. Without JavaScript it posts to the page and the server redirects to the chat-app
 * link. With JavaScript the server answers with the link instead; the form opens it in a new tab, shows
 * the thank-you message and starts again empty. The browser hints (required, email, lengths) mirror the
 * zod schema the server checks with.
 */
export function ContactForm({
  result,
  busy,
  quote,
}: {
  result?: ContactResult;
  busy: boolean;
  quote?: QuoteFor | null;
}) {
  const [hydrated, setHydrated] = useState(false);
  const opened = useRef<string | null>(null);
  useEffect(() => setHydrated(true), []);

  const sent = result?.kind === "sent" ? result : undefined;
  useEffect(() => {
    if (!sent?.whatsappUrl || opened.current === sent.id) return;
    opened.current = sent.id;
    window.open(sent.whatsappUrl, "_blank", "noopener,noreferrer");
  }, [sent]);

  const errors = result?.kind === "invalid" ? result.errors : {};
  const kept = result?.kind === "invalid" || result?.kind === "failed" ? result.values : null;
  // After a message is sent the form starts empty again, quote or not.
  const values: ContactValues =
    kept ??
    (quote && !sent ? { inquiry_type: "quote", subject: quote.subject, product: quote.slug } : {});
  const product = values.product ? (quote?.slug === values.product ? quote : null) : null;

  return (
    <div>
      {sent ? (
        <div
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
          data-whatsapp-url={sent.whatsappUrl ?? undefined}
        >
          <p className="font-semibold">{CONTACT_THANKS}</p>
          {sent.whatsappUrl ? (
            <p className="mt-2 text-sm">
              The chat opened in a new tab. If it did not,{" "}
              <a
                href={sent.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                open WhatsApp
              </a>
              .
            </p>
          ) : null}
        </div>
      ) : null}
      {result?.kind === "failed" ? (
        <FormProblem className="mb-6">{result.message ?? CONTACT_FAILED}</FormProblem>
      ) : null}
      {result?.kind === "invalid" ? (
        <FormProblem className="mb-6">Please correct the highlighted fields.</FormProblem>
      ) : null}
      <Form
        method="post"
        // A fresh form after each message sent: the fields start empty again.
        key={sent?.id ?? "contact"}
        id="contact-form"
        className="relative grid scroll-mt-40 gap-5 sm:grid-cols-2"
        aria-label="Contact form"
      >
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        {values.product ? <input type="hidden" name="product" value={values.product} /> : null}
        {product ? (
          <p className="rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 sm:col-span-2">
            Quote request for{" "}
            <a href={`/products/${product.slug}`} className="font-semibold underline">
              {product.name}
            </a>
            : we keep the product with your message.
          </p>
        ) : null}
        <BuyerField
          form="contact"
          name="name"
          label="Full Name"
          required
          maxLength={100}
          autoComplete="name"
          error={errors.name}
          value={values.name}
        />
        <BuyerField
          form="contact"
          name="email"
          label="Email Address"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          error={errors.email}
          value={values.email}
        />
        <BuyerField
          form="contact"
          name="phone"
          label="Phone"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          error={errors.phone}
          value={values.phone}
        />
        <BuyerField
          form="contact"
          name="company"
          label="Company"
          maxLength={100}
          autoComplete="organization"
          error={errors.company}
          value={values.company}
        />
        <div className="sm:col-span-2">
          <label htmlFor="contact-inquiry_type" className="block text-sm font-medium">
            Inquiry Type
          </label>
          <select
            id="contact-inquiry_type"
            name="inquiry_type"
            defaultValue={values.inquiry_type ?? "general"}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
          >
            {INQUIRY_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <BuyerField
          form="contact"
          name="subject"
          label="Subject"
          required
          maxLength={200}
          className="sm:col-span-2"
          error={errors.subject}
          value={values.subject}
        />
        <BuyerField
          form="contact"
          name="message"
          label="Message"
          required
          maxLength={5000}
          multiline
          rows={6}
          className="sm:col-span-2"
          error={errors.message}
          value={values.message}
        />
        {/* Off-screen rather than display:none, which some bots skip. */}
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
        >
          <label htmlFor={`contact-${CONTACT_HONEYPOT}`}>Leave this field empty</label>
          <input
            id={`contact-${CONTACT_HONEYPOT}`}
            name={CONTACT_HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {busy ? "Sending..." : "Send Message"}
          </button>
          <p className="mt-2 text-xs text-secondary">
            Sending opens WhatsApp with your message filled in; we also keep a copy so no request is
            lost.
          </p>
        </div>
      </Form>
    </div>
  );
}
