import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import Contact, { loader as contactLoader } from "~/routes/site/contact";
import NewsletterPage, { loader as newsletterLoader } from "~/routes/site/newsletter";
import { inquiryInput } from "~/server/validation/inquiry.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import Login, { loader as loginLoader } from "~/routes/admin/login";
import { loginInput } from "~/server/validation/auth.server";

// The buyer's forms hold each input to the rule the server checks it with: the page is rendered
// with its real loader's data and every text input's `required` and `maxlength` are compared with
// what the zod schema itself accepts (an empty value refused means required; `maxlength` n means n
// characters pass and n + 1 are refused). A limit restated by hand that drifts from the schema, or
// a field the schema requires that the browser lets through empty, fails here.

interface Input {
  name: string;
  type: string;
  required: boolean;
  maxLength: number | null;
}

/** Renders a route module's page at `path` with what its loader answers. */
async function render(
  path: string,
  page: (props: never) => React.ReactNode,
  loader: (args: never) => unknown,
) {
  const answer = (await loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  } as never)) as { type?: string; data?: unknown };
  // A loader that sets headers answers data(value, init): the page gets the value.
  const data = answer?.type === "DataWithResponseInit" ? answer.data : answer;
  const Page = () =>
    createElement(page as React.FC<Record<string, unknown>>, {
      loaderData: useLoaderData(),
      params: {},
    });
  const Stub = createRoutesStub([{ id: "page", path: path.split("?")[0], Component: Page }]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { page: data } },
    }),
  );
}

/** The form's text boxes and text areas, as the browser reads their constraints. */
function inputsIn(html: string, formId: string | null): Input[] {
  const start = formId ? html.indexOf(`id="${formId}"`) : 0;
  expect(start, `form ${formId}`).toBeGreaterThanOrEqual(0);
  const form = html.slice(start, html.indexOf("</form>", start));
  const inputs: Input[] = [];
  for (const [tag, element, attrs] of form.matchAll(/<(input|textarea)\b([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs)?.[1] ?? null;
    const type = element === "textarea" ? "textarea" : (attr("type") ?? "text");
    if (!["text", "email", "tel", "password", "textarea"].includes(type)) continue;
    // The honeypot, hidden from people and left empty, is no field of the schema.
    if (/tabindex="-1"/i.test(tag)) continue;
    const maxLength = attr("maxlength");
    inputs.push({
      name: attr("name")!,
      type,
      required: /\srequired(="")?[\s/>]/i.test(`${attrs} `),
      maxLength: maxLength === null ? null : Number(maxLength),
    });
  }
  return inputs;
}

/** A value of exactly `length` characters that the field's kind accepts (an address for email). */
function valueOf(type: string, length: number): string {
  if (type !== "email") return "x".repeat(length);
  let domain = "";
  while (domain.length < length - 5) domain += "abcdefgh.";
  return `a@${domain.slice(0, length - 5)}.in`.replace(/\.\./g, ".a");
}

function expectHeldToSchema(inputs: Input[], schema: z.ZodObject) {
  for (const input of inputs) {
    const rule = schema.shape[input.name] as z.ZodType | undefined;
    expect(rule, `${input.name} is a field of the schema`).toBeDefined();
    expect(input.required, `${input.name}: required`).toBe(!rule!.safeParse("").success);
    expect(input.maxLength, `${input.name}: the browser caps its length`).not.toBeNull();
    const n = input.maxLength!;
    const longest = valueOf(input.type, n);
    expect(longest).toHaveLength(n);
    expect(rule!.safeParse(longest).success, `${input.name}: ${n} characters pass`).toBe(true);
    expect(
      rule!.safeParse(valueOf(input.type, n + 1)).success,
      `${input.name}: ${n + 1} characters are refused`,
    ).toBe(false);
  }
}

describe("the buyer's forms take their constraints from the server's schemas", () => {
  it("contact: every text field, required and length as inquiryInput", async () => {
    const html = await render("/contact", Contact as never, contactLoader as never);
    const inputs = inputsIn(html, "contact-form");
    // Every field a person types in; the inquiry type is a choice, the product a hidden field.
    expect(inputs.map((i) => i.name).sort()).toEqual(
      Object.keys(inquiryInput.shape)
        .filter((name) => name !== "inquiry_type" && name !== "product")
        .sort(),
    );
    expectHeldToSchema(inputs, inquiryInput);
  });

  it("newsletter: the box's address, required and length as newsletterInput", async () => {
    for (const [path, page, loader] of [
      ["/newsletter", NewsletterPage, newsletterLoader],
      ["/contact", Contact, contactLoader],
    ] as const) {
      const html = await render(path, page as never, loader as never);
      const box = html.slice(html.indexOf('aria-labelledby="newsletter-heading"'));
      const inputs = inputsIn(box, null);
      expect(inputs.map((i) => i.name)).toEqual(["email"]);
      expectHeldToSchema(inputs, newsletterInput);
    }
  });

  it("staff sign-in: username and password as loginInput", async () => {
    const html = await render("/admin/login", Login as never, loginLoader as never);
    const inputs = inputsIn(html, "login-form");
    expect(inputs.map((i) => i.name).sort()).toEqual(Object.keys(loginInput.shape).sort());
    expectHeldToSchema(inputs, loginInput);
  });
});
