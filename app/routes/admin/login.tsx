import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  redirect,
  useFetcher,
  useNavigation,
} from "react-router";
import { FlashBanner } from "~/components/admin/flash-banner";
import { useHydrated } from "~/components/admin/use-hydrated";
import { site } from "~/config/site";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  authenticateForm,
  clientAddress,
  createAdminSession,
  getSessionAdmin,
  rememberKnownDevice,
  requestPasswordReset,
} from "~/server/auth/auth.server";
import { getFlash } from "~/server/http/flash.server";
import { readForm } from "~/server/http/body.server";
import { formConstraintsOf, type FormConstraint } from "~/server/entities/entity.server";
import { loginInput, resetRequestInput } from "~/server/validation/auth.server";
import type { Route } from "./+types/login";

/** The sign-in inputs' required and maxLength, read from the schema the sign-in checks with. */
const LOGIN = formConstraintsOf(loginInput);
/** The reset request's address, likewise. */
const RESET_EMAIL = formConstraintsOf(resetRequestInput).email;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSessionAdmin(request)) throw redirect(redirectTo);
  const { flash, headers } = await getFlash(request);
  headers.set("Cache-Control", "no-store");
  return data(
    {
      flash,
      redirectTo: redirectTo === "/admin" ? "" : redirectTo,
      forgot: url.searchParams.has("forgot"),
      constraints: LOGIN,
      resetEmail: RESET_EMAIL,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request.clone());
  const address = clientAddress(context);
  if (form.get("intent") === "forgot") {
    const result = await requestPasswordReset({ email: form.get("email") ?? "" }, address);
    return data(
      result.ok
        ? { intent: "forgot" as const, ok: true as const, message: result.message }
        : {
            intent: "forgot" as const,
            ok: false as const,
            error: result.error,
            email: String(form.get("email") ?? ""),
          },
      {
        status: result.ok ? 200 : result.status,
        headers:
          !result.ok && result.retryAfterSeconds
            ? { "Retry-After": String(result.retryAfterSeconds) }
            : undefined,
      },
    );
  }
  const result = await authenticateForm(request, address);
  const remember = form.get("remember") === "on" || form.get("remember") === "true";
  if (!result.ok) {
    return data(
      {
        intent: "login" as const,
        ok: false as const,
        error: result.error,
        fieldErrors: result.fieldErrors ?? {},
        username: String(form.get("username") ?? ""),
        remember,
      },
      {
        status: result.status,
        headers: result.retryAfterSeconds
          ? { "Retry-After": String(result.retryAfterSeconds) }
          : undefined,
      },
    );
  }
  const signedIn = await createAdminSession(result.user, {
    remember,
    redirectTo: safeRedirect(form.get("redirectTo")),
  });
  // This browser may sign in as this admin again even while its address is locked.
  signedIn.headers.append("Set-Cookie", await rememberKnownDevice(request, result.user));
  return signedIn;
}

/** What the form says when the request never got an answer (the network failed on the way). */
export const NETWORK_ERRORS = {
  login: "An error occurred during login. Please try again.",
  forgot: "An error occurred. Please try again.",
} as const;

/**
 * With JavaScript the form posts through here: a request that fails on the network is told in the
 * form, with what was typed kept, instead of the site's error page. Answers and redirects from the
 * server pass through unchanged; without JavaScript the browser shows its own network error.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    if (form.get("intent") === "forgot")
      return {
        intent: "forgot" as const,
        ok: false as const,
        error: NETWORK_ERRORS.forgot,
        email: String(form.get("email") ?? ""),
      };
    return {
      intent: "login" as const,
      ok: false as const,
      error: NETWORK_ERRORS.login,
      fieldErrors: {},
      username: String(form.get("username") ?? ""),
      remember: form.get("remember") === "on",
    };
  }
}

export function meta() {
  return [
    { title: `Admin Login | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Never stored; a refused sign-in's Retry-After reaches the page's answer, not only its data request. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const wait = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(wait ? { "Retry-After": wait } : {}) };
}

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";
const primaryButton =
  "w-full rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60";

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const signingIn = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  const login = actionData?.intent === "login" ? actionData : null;
  const forgotResult = actionData?.intent === "forgot" ? actionData : null;
  const forgotHref = `/admin/login?${new URLSearchParams({
    ...(loaderData.redirectTo ? { redirectTo: loaderData.redirectTo } : {}),
    forgot: "1",
  })}#reset-password`;

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <Link to="/" className="text-2xl font-bold text-slate-900">
            {site.shortName}
          </Link>
          <h1 className="mt-2 text-xl font-semibold text-slate-700">Admin Login</h1>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <FlashBanner flash={loaderData.flash} />
          {login?.error ? (
            <div
              role="alert"
              className="mb-5 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {login.error}
            </div>
          ) : null}
          <Form method="post" id="login-form" className="space-y-5">
            <input type="hidden" name="intent" value="login" />
            {loaderData.redirectTo ? (
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            ) : null}
            <div>
              <label htmlFor="username" className="block text-sm font-medium text-slate-700">
                Username
              </label>
              <input
                id="username"
                name="username"
                autoComplete="username"
                {...loaderData.constraints.username}
                autoFocus
                defaultValue={login?.username ?? ""}
                aria-invalid={login?.fieldErrors.username ? true : undefined}
                className={input}
              />
              {login?.fieldErrors.username ? (
                <p className="mt-1 text-sm text-red-600">{login.fieldErrors.username}</p>
              ) : null}
            </div>
            <div>
              <label htmlFor="password" className="block text-sm font-medium text-slate-700">
                Password
              </label>
              <div className="relative">
                <input
                  id="password"
                  name="password"
                  type={showPassword ? "text" : "password"}
                  autoComplete="current-password"
                  {...loaderData.constraints.password}
                  aria-invalid={login?.fieldErrors.password ? true : undefined}
                  className={`${input} ${hydrated ? "pr-16" : ""}`}
                />
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-pressed={showPassword}
                    aria-controls="password"
                    className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-primary"
                  >
                    {showPassword ? "Hide" : "Show"}
                  </button>
                ) : null}
              </div>
              {login?.fieldErrors.password ? (
                <p className="mt-1 text-sm text-red-600">{login.fieldErrors.password}</p>
              ) : null}
            </div>
            <div className="flex items-center justify-between">
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="remember"
                  defaultChecked={login?.remember}
                  className="h-4 w-4 rounded border-slate-300"
                />
                Remember me
              </label>
              <a
                href={forgotHref}
                onClick={(e) => {
                  if (!dialogRef.current?.showModal) return;
                  e.preventDefault();
                  dialogRef.current.showModal();
                }}
                className="text-sm font-medium text-primary hover:underline"
              >
                Forgot password?
              </a>
            </div>
            <button type="submit" disabled={signingIn} className={primaryButton}>
              {signingIn ? "Signing in..." : "Sign In"}
            </button>
          </Form>
        </div>
        {loaderData.forgot || forgotResult ? (
          <section
            id="reset-password"
            aria-labelledby="reset-heading"
            className="mt-6 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <ResetForm
              heading="reset-heading"
              result={forgotResult}
              cancelTo="/admin/login"
              email={loaderData.resetEmail}
            />
          </section>
        ) : null}
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-secondary hover:text-primary">
            ← Back to Site
          </Link>
        </p>
      </div>
      {hydrated ? <ResetDialog dialogRef={dialogRef} email={loaderData.resetEmail} /> : null}
    </main>
  );
}

type ForgotResult =
  | { intent: "forgot"; ok: true; message: string }
  | { intent: "forgot"; ok: false; error: string; email: string };

/**
 * The plain 'Reset Password' section (no JavaScript, or ?forgot in the address). The browser holds
 * the address to the server's rule (required, an address, its length) before sending; whatever it
 * lets through, the server answers the same for any well-formed address, known or not.
 */
function ResetForm({
  heading,
  result,
  cancelTo,
  email,
}: {
  heading: string;
  result: ForgotResult | null;
  cancelTo: string;
  email: FormConstraint;
}) {
  return (
    <>
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        Reset Password
      </h2>
      {result?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        >
          {result.message}
        </p>
      ) : (
        <Form method="post" id="reset-form" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="forgot" />
          <p className="text-sm text-secondary">
            Enter the email address of your admin account and we will send you a link to reset your
            password.
          </p>
          <div>
            <label htmlFor="reset-email" className="block text-sm font-medium text-slate-700">
              Email
            </label>
            <input
              id="reset-email"
              name="email"
              type="email"
              autoComplete="email"
              {...email}
              defaultValue={result && !result.ok ? result.email : ""}
              className={input}
            />
            {result && !result.ok ? (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {result.error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-3">
            <Link
              to={cancelTo}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </Link>
            <button
              type="submit"
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              Send Reset Link
            </button>
          </div>
        </Form>
      )}
    </>
  );
}

/**
 * The 'Reset Password' modal (JavaScript): alerts the fixed message and closes on success. It
 * leaves checking to the server, whose message (a blank or malformed address) it shows in place.
 */
function ResetDialog({
  dialogRef,
  email: rule,
}: {
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  email: FormConstraint;
}) {
  const fetcher = useFetcher<ForgotResult>();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      window.alert(fetcher.data.message);
      setEmail("");
      setError(null);
      dialogRef.current?.close();
    } else {
      setError(fetcher.data.error || "Failed to send password reset email");
    }
  }, [fetcher.state, fetcher.data, dialogRef]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="reset-dialog-heading"
      className="m-auto w-full max-w-md rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
      onClick={(e) => {
        if (e.target === e.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="p-6">
        <h2 id="reset-dialog-heading" className="text-lg font-semibold text-slate-900">
          Reset Password
        </h2>
        <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="forgot" />
          <div>
            <label
              htmlFor="reset-dialog-email"
              className="block text-sm font-medium text-slate-700"
            >
              Email
            </label>
            <input
              id="reset-dialog-email"
              name="email"
              type="email"
              autoComplete="email"
              {...rule}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={input}
            />
            {error ? (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => {
                setError(null);
                dialogRef.current?.close();
              }}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
            >
              {busy ? "Sending..." : "Send Reset Link"}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </dialog>
  );
}
