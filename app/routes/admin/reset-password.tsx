import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { site } from "~/config/site";
import { redirectWithFlash } from "~/server/http/flash.server";
import {
  getUserByResetToken,
  resetPasswordWithToken,
} from "~/server/models/password-resets.server";
import { formValues, fieldErrors } from "~/server/validation/fields.server";
import { readForm } from "~/server/http/body.server";
import { newPasswordInput } from "~/server/validation/auth.server";
import { formConstraintsOf } from "~/server/entities/entity.server";
import type { Route } from "./+types/reset-password";

const INVALID = "This password reset link is invalid or has expired. Please ask for a new one.";

/** The new password's inputs, held to the rule the server checks with. */
const FIELDS = formConstraintsOf(newPasswordInput);

export function loader({ params }: Route.LoaderArgs) {
  const user = getUserByResetToken(params.token);
  return data(
    { valid: !!user, username: user?.username ?? null, fields: FIELDS },
    { status: user ? 200 : 410 },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = newPasswordInput.safeParse(values);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  }
  const user = await resetPasswordWithToken(params.token, parsed.data.password);
  if (!user)
    return data({ errors: {} as Record<string, string>, formError: INVALID }, { status: 410 });
  return redirectWithFlash("/admin/login", {
    type: "success",
    message: "Your password has been changed. Please sign in with your new password.",
  });
}

/**
 * With JavaScript the form posts through here: a request that fails on the network is told above
 * the form, which stays, instead of the site's error page. Server answers pass through unchanged.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return {
      errors: {} as Record<string, string>,
      formError: null,
      networkError: "An error occurred. Please try again.",
    };
  }
}

export function meta() {
  return [
    { title: `Reset Password | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function headers() {
  // The token is in the URL: never cache it, never send it on as a referrer.
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formError = actionData?.formError ?? (loaderData.valid ? null : INVALID);
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Reset Password</h1>
        {formError ? (
          <>
            <p
              role="alert"
              className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {formError}
            </p>
            <Link
              to="/admin/login?forgot=1#reset-password"
              className="mt-6 inline-block text-sm font-medium text-primary hover:underline"
            >
              Ask for a new link
            </Link>
          </>
        ) : (
          <Form method="post" className="mt-4 space-y-4" noValidate>
            {actionData && "networkError" in actionData ? (
              <p
                role="alert"
                className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
              >
                {actionData.networkError}
              </p>
            ) : null}
            <p className="text-sm text-secondary">
              Choose a new password for <strong>{loaderData.username}</strong> (at least{" "}
              {loaderData.fields.password.minLength} characters). Every other session will be signed
              out.
            </p>
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={loaderData.username ?? ""}
              readOnly
              hidden
            />
            <div>
              <label htmlFor="password" className="block text-sm font-medium text-slate-700">
                New password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="new-password"
                {...loaderData.fields.password}
                className={input}
                aria-invalid={errors.password ? true : undefined}
              />
              {errors.password ? (
                <p className="mt-1 text-sm text-red-600">{errors.password}</p>
              ) : null}
            </div>
            <div>
              <label htmlFor="confirm" className="block text-sm font-medium text-slate-700">
                Confirm new password
              </label>
              <input
                id="confirm"
                name="confirm"
                type="password"
                autoComplete="new-password"
                {...loaderData.fields.confirm}
                className={input}
                aria-invalid={errors.confirm ? true : undefined}
              />
              {errors.confirm ? (
                <p className="mt-1 text-sm text-red-600">{errors.confirm}</p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
            >
              {busy ? "Saving..." : "Set New Password"}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
