import { consumeRateLimit } from "../models/rate-limits.server";
import { subscribeToNewsletter } from "../models/newsletter.server";
import { newsletterInput } from "../validation/newsletter.server";
import {
  NEWSLETTER_ALREADY,
  NEWSLETTER_FAILED,
  NEWSLETTER_LIMITED,
  NEWSLETTER_THANKS,
  type NewsletterOutcome,
} from "~/lib/newsletter-messages";

/** Sign-ups per client address: a household or office signs up a few, a script is stopped. */
const NEWSLETTER_LIMIT = { bucket: "newsletter", limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * One sign-up from the newsletter box: the address checked and normalised by its schema, counted
 * against the address's rate limit, and kept once however often it is sent. The cross-site check is
 * the server's, for every write.
 */
export function signUpForNewsletter(
  values: Record<string, string>,
  client: string,
): { status: number; result: NewsletterOutcome; headers?: HeadersInit } {
  const typed = (values.email ?? "").slice(0, 300);
  const parsed = newsletterInput.safeParse({ email: values.email });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address";
    return { status: 400, result: { ok: false, message, email: typed } };
  }
  const limit = consumeRateLimit(NEWSLETTER_LIMIT, [`ip:${client}`]);
  if (limit.limited) {
    return {
      status: 429,
      result: { ok: false, message: NEWSLETTER_LIMITED, email: typed },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }
  try {
    const { created } = subscribeToNewsletter(parsed.data.email);
    return {
      status: 200,
      result: { ok: true, message: created ? NEWSLETTER_THANKS : NEWSLETTER_ALREADY, email: "" },
    };
  } catch (error) {
    console.error("[newsletter] could not store an address", error);
    return { status: 503, result: { ok: false, message: NEWSLETTER_FAILED, email: typed } };
  }
}
