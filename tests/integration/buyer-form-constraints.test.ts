import { describe, expect, it } from "vitest";
import Contact, { loader as contactLoader } from "~/routes/site/contact";
import NewsletterPage, { loader as newsletterLoader } from "~/routes/site/newsletter";
import { inquiryInput } from "~/server/validation/inquiry.server";
import { newsletterInput } from "~/server/validation/newsletter.server";
import Login, { loader as loginLoader } from "~/routes/admin/login";
import ServicePage, { loader as serviceLoader } from "~/routes/site/service";
import { ticketInput } from "~/server/entities/ticket.server";
import { loginInput } from "~/server/validation/auth.server";
import { expectHeldToSchema, inputsIn, render } from "./form-constraints";

// The buyer's forms hold each input to the rule the server checks it with: the page is rendered
// with its real loader's data and every text input's `required` and `maxlength` are compared with
// what the zod schema itself accepts (an empty value refused means required; `maxlength` n means n
// characters pass and n + 1 are refused). A limit restated by hand that drifts from the schema, or
// a field the schema requires that the browser lets through empty, fails here.

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

  it("repair booking: every text field, required and length as ticketInput", async () => {
    const html = await render("/service", ServicePage as never, serviceLoader as never);
    const inputs = inputsIn(html, "service-form");
    // Every field a person types in; the fault, the delivery and the state are choices.
    expect(inputs.map((i) => i.name).sort()).toEqual(
      Object.keys(ticketInput.shape)
        .filter((name) => !["fault", "delivery", "state"].includes(name))
        .sort(),
    );
    expectHeldToSchema(inputs, ticketInput, {
      fill: {
        phone: (n) => "9811122334" + "-".repeat(n - 10),
        gstin: (n) => "27AAPFU0939F1ZV" + " ".repeat(n - 15),
        pin: (n) => "1100200".slice(0, n),
      },
    });
  });

  it("staff sign-in: username and password as loginInput", async () => {
    const html = await render("/admin/login", Login as never, loginLoader as never);
    const inputs = inputsIn(html, "login-form");
    expect(inputs.map((i) => i.name).sort()).toEqual(Object.keys(loginInput.shape).sort());
    expectHeldToSchema(inputs, loginInput);
  });
});
