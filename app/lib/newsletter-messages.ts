// What the newsletter box says, shared by the server that answers and the pages that show it.

export const NEWSLETTER_THANKS = "Thank you for subscribing!";
export const NEWSLETTER_ALREADY =
  "Thank you for subscribing! This address was already on our list.";
export const NEWSLETTER_LIMITED =
  "You have signed up several times in a short while. Please try again later.";
export const NEWSLETTER_FAILED = "We could not save your address just now. Please try again.";

/** The answer to a sign-up: what the box shows, and the typed address to keep when it failed. */
export interface NewsletterOutcome {
  ok: boolean;
  message: string;
  email: string;
}
