import { requireAdmin } from "~/server/auth/auth.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { notFound, parseId } from "~/server/http/responses.server";
import { createFromInquiry } from "~/server/models/quotes.server";
import { requireQuotesFeature } from "~/server/quotes/limits.server";
import type { Route } from "./+types/quotes-from-inquiry";

/** "Make a quote request" on an inquiry: one click, then the new request's editor. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireQuotesFeature();
  const inquiryId = parseId(params.id);
  const id = inquiryId === null ? null : createFromInquiry(inquiryId, user.username);
  if (id === null) notFound("Inquiry not found");
  return redirectWithFlash(`/admin/quotes/${id}`, {
    type: "success",
    message:
      "Quote request made from the inquiry: choose the place of supply, price the lines and send",
  });
}

/** Opened by address (no form): back to the inquiries. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirectWithFlash("/admin/inquiries", {
    type: "error",
    message: "Use the button on an inquiry",
  });
}
