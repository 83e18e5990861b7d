import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { site } from "~/config/site";
import { CONTACT_HONEYPOT, INQUIRY_TYPE_OPTIONS } from "~/lib/inquiry-types";
import { BuyerField, FormProblem } from "~/components/buyer-field";
import type { FormConstraint } from "~/server/entities/entity.server";
import type { InquiryFormInput } from "~/server/validation/inquiry.server";

const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";
const CONTACT_FAILED = "There was an error sending your message. Please try again.";

export type ContactValues = Partial<Record<keyof InquiryFormInput, string>>;

/** A quote request for one product: the form starts as a quote with the product in the subject. */
export interface QuoteFor {
  slug: string;
  name: string;
  subject: string;
}

/** What the contact page's action answers. */
export type ContactResult =
  | { kind: "invalid"; errors: Record<string, string>; values: ContactValues }
  | { kind: "failed"; values: ContactValues; message?: string }
  | { kind: "sent"; id: string; whatsappUrl: string | null }
  | { kind: "newsletter" }
  | { kind: "newsletter-refused"; message: string };

/**
 * The contact form. The server stores the message and answers with the chat-app link: the form shows
 * the thank-you with a "Continue on WhatsApp" button and the office's phone and email, and starts
 * again empty; with JavaScript it also opens the chat in a new tab. Without JavaScript the post goes
 * to the page's "#message" anchor, so the browser lands on the thank-you (or the errors), not the
 * top of the page. Each input's `required` and `maxLength` come from the zod schema the server
 * checks with (`constraints`, read from it by the page's loader), never written here.
 */
export function ContactForm({
  result,
  busy,
  quote,
  ask,
  constraints,
}: {
  result?: ContactResult;
  busy: boolean;
  quote?: QuoteFor | null;
  /** Something a search did not find: the form starts as a request for it. */
  ask?: { subject: string; message: string } | null;
  constraints: Partial<Record<keyof InquiryFormInput, FormConstraint>>;
}) {
  const [hydrated, setHydrated] = useState(false);
  const opened = useRef<string | null>(null);
  const location = useLocation();
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
    (quote && !sent
      ? { inquiry_type: "quote", subject: quote.subject, product: quote.slug }
      : ask && !sent
        ? { inquiry_type: "quote", subject: ask.subject, message: ask.message }
        : {});
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
          <p className="mt-1 text-sm">We have your message. {site.replyPromise}.</p>
          {sent.whatsappUrl ? (
            <a
              href={sent.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
            >
              Continue on WhatsApp
            </a>
          ) : null}
          <p className="mt-3 text-sm">
            Or call us on{" "}
            <a
              href={`tel:${site.phones[0].replace(/\s/g, "")}`}
              className="font-semibold whitespace-nowrap underline"
            >
              {site.phones[0]}
            </a>{" "}
            or email{" "}
            <a href={`mailto:${site.emails[0]}`} className="font-semibold break-all underline">
              {site.emails[0]}
            </a>
            .
          </p>
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
        // Without JavaScript the answer opens at the thank-you or the errors (the same page).
        action={hydrated ? undefined : `${location.pathname}${location.search}#message`}
        className="relative grid scroll-mt-40 gap-5 sm:grid-cols-2"
        aria-label="Contact form"
      >
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
          constraint={constraints.name}
          label="Full Name"
          autoComplete="name"
          error={errors.name}
          value={values.name}
        />
        <BuyerField
          form="contact"
          name="email"
          constraint={constraints.email}
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email}
          value={values.email}
        />
        <BuyerField
          form="contact"
          name="phone"
          constraint={constraints.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          value={values.phone}
        />
        <BuyerField
          form="contact"
          name="company"
          constraint={constraints.company}
          label="Company"
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
          constraint={constraints.subject}
          label="Subject"
          className="sm:col-span-2"
          error={errors.subject}
          value={values.subject}
        />
        <BuyerField
          form="contact"
          name="message"
          constraint={constraints.message}
          label="Message"
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
            We keep your message, then offer to continue on WhatsApp with it filled in.
          </p>
        </div>
      </Form>
    </div>
  );
}
