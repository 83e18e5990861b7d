import { data, Form, redirect } from "react-router";
import { FormProblem, buyerBorder, buyerInput } from "~/components/buyer-field";
import { site } from "~/config/site";
import { pageMeta, pageTitle } from "~/lib/seo";
import { ticketIdOf } from "~/lib/service-tickets";
import { clientAddress } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { checkRateLimit, recordHit } from "~/server/models/rate-limits.server";
import { grantTrackAccess } from "~/server/service/track-access.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import {
  ticketByPhone,
  TICKET_NUMBER_MAX,
  TRACK_LOOKUP_LIMIT,
  trackLookupInput,
} from "~/server/service/tickets.server";
import { fieldErrors, formValues } from "~/server/validation/fields.server";
import type { Route } from "./+types/track-lookup";

export function loader({ request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("number") ?? "";
  return {
    siteUrl: env.SITE_URL,
    number: ticketIdOf(number) === null ? "" : number.trim(),
    fields: formConstraintsOf(trackLookupInput),
  };
}

const NOT_FOUND =
  "No ticket matches that number and phone. Check the number in your confirmation (SR-2026-000045) and the last 4 digits of the phone you booked with.";

/**
 * Number + the phone's last four digits. Every failure counts against the client's address and
 * against the ticket number, so neither one address nor many can try the 10,000 endings of one
 * ticket; an unknown number and wrong digits get the same answer, so numbers cannot be probed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  // The number as typed keys the limit and is shown again, whether or not it is a valid one.
  const number = (values.number ?? "").trim().toUpperCase().slice(0, TICKET_NUMBER_MAX);
  const keys = [`ip:${clientAddress(context)}`, `ticket:${number}`];
  const limit = checkRateLimit(TRACK_LOOKUP_LIMIT, keys);
  if (limit.limited) {
    return data(
      {
        message: `Too many tries. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes, use the link we sent you, or call us on ${site.phones[0]}.`,
        number,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const parsed = trackLookupInput.safeParse(values);
  const last4Error = parsed.success ? undefined : fieldErrors(parsed.error).last4;
  if (last4Error) return data({ message: last4Error, number }, { status: 400 });
  const ticket = parsed.success ? ticketByPhone(parsed.data.number, parsed.data.last4) : undefined;
  if (!ticket) {
    for (const key of keys) recordHit(TRACK_LOOKUP_LIMIT.bucket, key);
    return data({ message: NOT_FOUND, number }, { status: 404 });
  }
  return redirect(`/track/${ticket.number}`, {
    headers: { "Set-Cookie": await grantTrackAccess(request, ticket.id) },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/track",
    title: pageTitle("Track a repair"),
    description: "Follow your printer's repair with its ticket number and your phone number.",
  });
}

export default function TrackLookup({ loaderData, actionData }: Route.ComponentProps) {
  const number = actionData?.number ?? loaderData.number;
  const { fields } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Track a repair</h1>
      <p className="mt-2 text-secondary">
        Open the private link from your confirmation, or enter the ticket number and the last 4
        digits of the phone number you booked with.
      </p>
      {actionData?.message ? (
        <FormProblem className="mt-6">{actionData.message}</FormProblem>
      ) : null}
      <Form method="post" className="mt-6 space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-8">
        <div>
          <label htmlFor="track-number" className="block text-sm font-medium">
            Ticket number
          </label>
          <input
            id="track-number"
            name="number"
            {...fields.number}
            autoComplete="off"
            placeholder="SR-2026-000045"
            defaultValue={number}
            className={`${buyerInput} ${buyerBorder(undefined)} uppercase`}
          />
        </div>
        <div>
          <label htmlFor="track-last4" className="block text-sm font-medium">
            Last 4 digits of your phone
          </label>
          <input
            id="track-last4"
            name="last4"
            {...fields.last4}
            inputMode="numeric"
            autoComplete="off"
            className={`${buyerInput} ${buyerBorder(undefined)}`}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
        >
          Find my repair
        </button>
      </Form>
      <p className="mt-6 text-sm text-secondary">
        Not booked yet?{" "}
        <a href="/service" className="font-semibold text-primary underline">
          Book a repair
        </a>
        . Questions: {site.phones[0]}, {site.hours}.
      </p>
    </main>
  );
}
