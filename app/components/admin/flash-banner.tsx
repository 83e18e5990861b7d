import { useState } from "react";
import { Form, useLocation } from "react-router";

export interface FlashMessage {
  type: "success" | "error";
  message: string;
  /** A button that takes the change back (a POST form: it works without JavaScript). */
  undo?: { action: string; label: string; fields: Record<string, string> };
}

/**
 * The one alert style of the admin: successes prefixed with ✓, errors with ✗. Dismissible:
 * the close control hides it with JavaScript and, without, reloads the page (the flash is read once).
 * Also used for a page's own outcome messages: <FlashBanner flash={{ type: "error", message }} />.
 */
export function FlashBanner({ flash }: { flash: FlashMessage | null | undefined }) {
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState<FlashMessage | null>(null);
  if (!flash || dismissed === flash) return null;
  const success = flash.type === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      data-testid="flash"
      className={`mb-6 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${
        success
          ? "border-green-200 bg-green-50 text-green-800"
          : "border-red-200 bg-red-50 text-red-800"
      }`}
    >
      <span className="flex-1">
        {success ? "✓ " : "✗ "}
        {flash.message}
      </span>
      {flash.undo ? (
        <Form method="post" action={flash.undo.action} className="-my-1">
          {Object.entries(flash.undo.fields).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <button
            type="submit"
            className="rounded-md border border-current bg-white px-3 py-1 text-xs font-semibold hover:bg-green-100"
          >
            {flash.undo.label}
          </button>
        </Form>
      ) : null}
      <a
        href={pathname + search}
        onClick={(e) => {
          e.preventDefault();
          setDismissed(flash);
        }}
        className="-my-1 rounded px-2 py-1 leading-none opacity-70 hover:opacity-100"
        aria-label="Dismiss message"
      >
        ×
      </a>
    </div>
  );
}
