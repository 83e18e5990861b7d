import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterBox } from "~/components/newsletter-box";
import { pageMeta, pageTitle } from "~/lib/seo";
import { clientAddress } from "~/server/auth/auth.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/http/body.server";
import { signUpForNewsletter } from "~/server/site/newsletter-signup.server";
import { formValues } from "~/server/validation/fields.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import { formConstraintsOf } from "~/server/entities/entity.server";

/** The box's constraints, read from the schema the sign-up checks with. */
const EMAIL = formConstraintsOf(newsletterInput).email;

/** The page for the box's answer without JavaScript (and a plain sign-up page otherwise). */
export function loader() {
  return { siteUrl: env.SITE_URL, constraint: EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const { status, result, headers } = signUpForNewsletter(values, clientAddress(context));
  return data(result, { status, headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/newsletter",
    title: pageTitle("Newsletter"),
    description:
      "News on barcode printers, labels and offers, now and then. Sign up with your email.",
    robots: "noindex, follow",
  });
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Newsletter</h1>
      <NewsletterBox outcome={actionData ?? null} constraint={loaderData.constraint} />
    </main>
  );
}
