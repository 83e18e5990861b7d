import { randomUUID } from "node:crypto";
import { data, useNavigation } from "react-router";
import { ContactForm, type ContactResult, type ContactValues } from "~/components/contact-form";
import { MapEmbed } from "~/components/map-embed";
import { NewsletterBox } from "~/components/newsletter-box";
import { SocialIcon } from "~/components/social-icon";
import { site } from "~/config/site";
import { CONTACT_HONEYPOT } from "~/lib/inquiry-types";
import { contactMessage, whatsappLink } from "~/lib/whatsapp";
import { env } from "~/server/env.server";
import { clientAddress } from "~/server/auth/auth.server";
import { quoteSubject } from "~/lib/inquiry-product";
import { pageMeta } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { getInquiryById, storeInquiry } from "~/server/models/inquiries.server";
import { getProductBySlug, isPublicProduct } from "~/server/models/products.server";
import { CONTACT_LIMIT, consumeRateLimit } from "~/server/models/rate-limits.server";
import { readForm } from "~/server/http/body.server";
import { NEWSLETTER_THANKS } from "~/lib/newsletter-messages";
import { signUpForNewsletter } from "~/server/site/newsletter-signup.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import { inquiryInput } from "~/server/validation/inquiry.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import type { Route } from "./+types/contact";

/** Messages stored per client address: enough for any buyer, too few for a spam run. */
const CONTACT_LIMITED = `You have sent several messages in a short time. Please wait a while, or call us on ${site.phones[0]}.`;

const FIELDS = Object.keys(inquiryInput.shape) as (keyof typeof inquiryInput.shape)[];

/** The browser's constraints of the two forms, read from the schemas the action checks with. */
const CONSTRAINTS = {
  contact: formConstraintsOf(inquiryInput),
  newsletter: formConstraintsOf(newsletterInput).email,
};

function keptValues(values: Record<string, string>): ContactValues {
  const out: ContactValues = {};
  for (const f of FIELDS) if (values[f] !== undefined) out[f] = values[f].slice(0, 5000);
  return out;
}

/** `?product=<slug>` (the product page's "Get a quote") opens the form as a quote for that product. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const slug = params.get("product")?.trim() ?? "";
  // `?ask=<words>` (a search that found nothing): the form asks for that item.
  const asked = (params.get("ask") ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
  const product = isSlug(slug) ? getProductBySlug(slug) : undefined;
  const quote =
    product && isPublicProduct(product)
      ? { slug: product.slug, name: product.name, subject: quoteSubject(product) }
      : null;
  return {
    whatsappNumber: env.WHATSAPP_NUMBER,
    quote,
    ask: asked
      ? {
          subject: `Looking for: ${asked}`.slice(0, 150),
          message: `I searched your site for "${asked}" and found nothing. Can you supply it? Please send me the price and availability.`,
        }
      : null,
    siteUrl: env.SITE_URL,
    constraints: CONSTRAINTS,
  };
}

/**
 * Stores the inquiry and answers the thank-you with the chat-app link carrying the message: without
 * JavaScript the page shows it with a "Continue on WhatsApp" button and the office's phone and email
 * (a buyer without the chat app is never left on a dead end); with it the page also opens the chat in
 * a new tab.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  // A copy of the page from before the box posted to /newsletter: the same sign-up.
  if (values.intent === "newsletter") {
    const signUp = signUpForNewsletter(values, clientAddress(context));
    return signUp.result.ok
      ? data<ContactResult>({ kind: "newsletter" })
      : data<ContactResult>(
          { kind: "newsletter-refused", message: signUp.result.message },
          { status: signUp.status, headers: signUp.headers },
        );
  }
  // A bot filled the hidden field: it sees the usual thanks, and nothing is stored or sent.
  if (values[CONTACT_HONEYPOT]?.trim()) {
    return data<ContactResult>({ kind: "sent", id: randomUUID(), whatsappUrl: null });
  }
  const parsed = inquiryInput.safeParse(values);
  if (!parsed.success) {
    return data<ContactResult>(
      { kind: "invalid", errors: fieldErrors(parsed.error), values: keptValues(values) },
      { status: 400 },
    );
  }
  const limit = consumeRateLimit(CONTACT_LIMIT, [`ip:${clientAddress(context)}`]);
  if (limit.limited) {
    return data<ContactResult>(
      { kind: "failed", values: keptValues(values), message: CONTACT_LIMITED },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  let id: number;
  try {
    id = storeInquiry(parsed.data, env.SITE_URL).id;
  } catch (error) {
    console.error("[contact] could not store an inquiry", error);
    return data<ContactResult>({ kind: "failed", values: keptValues(values) }, { status: 500 });
  }
  const stored = getInquiryById(id);
  const whatsappUrl = whatsappLink(
    env.WHATSAPP_NUMBER,
    contactMessage({ ...parsed.data, message: stored?.message ?? parsed.data.message }),
  );
  return data<ContactResult>({ kind: "sent", id: String(id), whatsappUrl });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const description = `Ask for a quote, support or a service visit: call ${site.phones[0]}, email ${site.emails[0]} or send us a message. ${site.replyPromise}.`;
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/contact",
    title: `Contact Us | ${site.name}`,
    description,
  });
}

const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, India`;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/contact";
  const result = actionData as ContactResult | undefined;
  const chat = whatsappLink(loaderData.whatsappNumber, "Hello, I have a question.");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-slate-900">Contact Us</h1>
        <p className="mx-auto mt-3 max-w-2xl text-secondary">
          Ask for a quote, technical support or a service visit. {site.replyPromise}.
        </p>
      </header>

      <section aria-label="Contact information" className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard title="Call Us">
            {site.phones.map((p) => (
              <a key={p} href={`tel:${p.replace(/\s/g, "")}`} className="block hover:text-primary">
                {p}
              </a>
            ))}
          </InfoCard>
          <InfoCard title="Email Us">
            {site.emails.map((e) => (
              <a key={e} href={`mailto:${e}`} className="block break-all hover:text-primary">
                {e}
              </a>
            ))}
          </InfoCard>
          <InfoCard title="Visit Us">
            <address className="not-italic">{fullAddress}</address>
          </InfoCard>
          <InfoCard title="Business Hours">
            <p>{site.hours}</p>
            <p className="mt-1 text-sm text-secondary">{site.replyPromise}</p>
          </InfoCard>
        </ul>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section
          id="message"
          aria-labelledby="form-heading"
          className="scroll-mt-24 rounded-xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-secondary">Fields marked * are required.</p>
          <ContactForm
            result={result}
            busy={busy}
            quote={loaderData.quote}
            ask={loaderData.ask}
            constraints={loaderData.constraints.contact}
          />
        </section>
        <div className="space-y-8">
          <NewsletterBox
            constraint={loaderData.constraints.newsletter}
            outcome={
              result?.kind === "newsletter"
                ? { ok: true, message: NEWSLETTER_THANKS, email: "" }
                : result?.kind === "newsletter-refused"
                  ? { ok: false, message: result.message, email: "" }
                  : null
            }
          />
          <section aria-labelledby="social-heading" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="social-heading" className="text-xl font-bold">
              Follow us
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3">
              <li>
                <a
                  href={chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 py-3 text-center font-medium hover:border-primary hover:text-primary"
                >
                  <SocialIcon name="WhatsApp" className="h-5 w-5 shrink-0" />
                  WhatsApp
                </a>
              </li>
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 py-3 text-center font-medium hover:border-primary hover:text-primary"
                  >
                    <SocialIcon name={s.name} className="h-5 w-5 shrink-0" />
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <div className="mt-10">
        <MapEmbed address={`${site.name}, ${fullAddress}`} title={`Map: ${site.name} office`} />
      </div>
    </main>
  );
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-primary">{title}</h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </li>
  );
}
