// Shared by the form-constraint tests: a page rendered with its real loader's data, its inputs as
// the browser reads their constraints, and each held to the zod rule the server checks it with.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { expect } from "vitest";
import type { z } from "zod";

export interface Input {
  name: string;
  /** The input's aria-label, for inputs the form sends through a hidden field instead. */
  label: string | null;
  type: string;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  pattern: string | null;
}

/** Renders a route module's page at `path` with what its loader answers (given `params`). */
export async function render(
  path: string,
  page: (props: never) => React.ReactNode,
  loader: (args: never) => unknown,
  headers: Record<string, string> = {},
  params: Record<string, string> = {},
) {
  const answer = (await loader({
    request: new Request(`http://localhost${path}`, { headers }),
    params,
    context: {},
  } as never)) as { type?: string; data?: unknown };
  // A loader that sets headers answers data(value, init): the page gets the value.
  const data = answer?.type === "DataWithResponseInit" ? answer.data : answer;
  const Page = () =>
    createElement(page as React.FC<Record<string, unknown>>, {
      loaderData: useLoaderData(),
      params: {},
    });
  return renderElement(path, Page, data);
}

/** Renders a component inside a router, with `data` as its route's loader data. */
export function renderElement(path: string, Page: React.FC, data: unknown = null) {
  const Stub = createRoutesStub([{ id: "page", path: path.split("?")[0], Component: Page }]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { page: data } },
    }),
  );
}

/** An attribute's or element's text as React escaped it, read back. */
export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The form's text boxes and text areas, as the browser reads their constraints. */
export function inputsIn(html: string, formId: string | null): Input[] {
  const start = formId ? html.indexOf(`id="${formId}"`) : 0;
  expect(start, `form ${formId}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf("</form>", start);
  const form = html.slice(start, end === -1 ? undefined : end);
  const inputs: Input[] = [];
  for (const [tag, element, attrs] of form.matchAll(/<(input|textarea)\b([^>]*)>/g)) {
    const attr = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs)?.[1];
      return value === undefined ? null : decode(value);
    };
    const type = element === "textarea" ? "textarea" : (attr("type") ?? "text");
    if (!["text", "email", "tel", "password", "search", "textarea"].includes(type)) continue;
    // The honeypot, hidden from people and left empty, is no field of the schema.
    if (/tabindex="-1"/i.test(tag)) continue;
    const maxLength = attr("maxlength");
    const minLength = attr("minlength");
    inputs.push({
      name: attr("name") ?? "",
      label: attr("aria-label"),
      type,
      required: /\srequired(="")?[\s/>]/i.test(`${attrs} `),
      minLength: minLength === null ? null : Number(minLength),
      maxLength: maxLength === null ? null : Number(maxLength),
      pattern: attr("pattern"),
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

export interface HeldOptions {
  /** A value of exactly `length` characters the field's own rule accepts, for a field whose text has a shape. */
  fill?: Record<string, (length: number) => string>;
  /** Texts whose verdict the browser (required, maxlength, pattern) and the schema must agree on. */
  samples?: Record<string, string[]>;
}

/** Whether the browser would let `value` through an input with these constraints. */
export function browserAccepts(input: Input, value: string): boolean {
  if (input.required && value === "") return false;
  if (input.minLength !== null && value !== "" && value.length < input.minLength) return false;
  if (input.maxLength !== null && value.length > input.maxLength) return false;
  if (input.pattern !== null && value !== "")
    return new RegExp(`^(?:${input.pattern})$`, "v").test(value);
  return true;
}

/**
 * Every input as the schema holds it: required iff the rule refuses an empty value; `maxlength` n
 * iff n characters pass and n + 1 are refused (`minlength` m likewise: m pass, m - 1 are refused);
 * and for each sample, the browser lets it through
 * iff the rule accepts it (a rule's pattern the input lacks, or one it restates wrongly, fails).
 */
export function expectHeldToSchema(
  inputs: Input[],
  schema: z.ZodObject,
  { fill = {}, samples = {} }: HeldOptions = {},
) {
  expect(inputs.length, "the form has inputs").toBeGreaterThan(0);
  for (const input of inputs) {
    const rule = schema.shape[input.name] as z.ZodType | undefined;
    expect(rule, `${input.name} is a field of the schema`).toBeDefined();
    expect(input.required, `${input.name}: required`).toBe(!rule!.safeParse("").success);
    expect(input.maxLength, `${input.name}: the browser caps its length`).not.toBeNull();
    const n = input.maxLength!;
    const make = fill[input.name] ?? ((length: number) => valueOf(input.type, length));
    const longest = make(n);
    expect(longest).toHaveLength(n);
    expect(rule!.safeParse(longest).success, `${input.name}: ${n} characters pass`).toBe(true);
    expect(
      rule!.safeParse(make(n + 1)).success,
      `${input.name}: ${n + 1} characters are refused`,
    ).toBe(false);
    if (input.minLength !== null) {
      const m = input.minLength;
      expect(rule!.safeParse(make(m)).success, `${input.name}: ${m} characters pass`).toBe(true);
      expect(
        rule!.safeParse(make(m - 1)).success,
        `${input.name}: ${m - 1} characters are refused`,
      ).toBe(false);
    }
    for (const sample of samples[input.name] ?? []) {
      expect(
        browserAccepts(input, sample),
        `${input.name}: the browser ${rule!.safeParse(sample).success ? "refuses" : "lets through"} ${JSON.stringify(sample)}, which the server ${rule!.safeParse(sample).success ? "accepts" : "refuses"}`,
      ).toBe(rule!.safeParse(sample).success);
    }
  }
}

/** A choice (a radio group or a select) or a number box, as the browser reads its constraints. */
export interface Choice {
  name: string;
  kind: "radio" | "select" | "number";
  required: boolean;
  /** The values a person can choose (radios and selects; the empty "choose..." option left out). */
  options: string[];
  min: number | null;
  max: number | null;
  step: string | null;
}

/** The form's radio groups, selects and number boxes. */
export function choicesIn(html: string, formId: string | null): Choice[] {
  const start = formId ? html.indexOf(`id="${formId}"`) : 0;
  expect(start, `form ${formId}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf("</form>", start);
  const form = html.slice(start, end === -1 ? undefined : end);
  const attrOf = (attrs: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs)?.[1];
    return value === undefined ? null : decode(value);
  };
  const isRequired = (attrs: string) => /\srequired(="")?[\s/>]/i.test(`${attrs} `);
  const choices: Choice[] = [];
  for (const [, attrs] of form.matchAll(/<input\b([^>]*)>/g)) {
    const type = attrOf(attrs, "type");
    const name = attrOf(attrs, "name") ?? "";
    if (type === "radio") {
      let group = choices.find((c) => c.kind === "radio" && c.name === name);
      if (!group) {
        group = {
          name,
          kind: "radio",
          required: false,
          options: [],
          min: null,
          max: null,
          step: null,
        };
        choices.push(group);
      }
      group.required ||= isRequired(attrs);
      group.options.push(attrOf(attrs, "value") ?? "on");
    } else if (type === "number") {
      const number = (n: string) => (attrOf(attrs, n) === null ? null : Number(attrOf(attrs, n)));
      choices.push({
        name,
        kind: "number",
        required: isRequired(attrs),
        options: [],
        min: number("min"),
        max: number("max"),
        step: attrOf(attrs, "step"),
      });
    }
  }
  for (const [, attrs, body] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    choices.push({
      name: attrOf(attrs, "name") ?? "",
      kind: "select",
      required: isRequired(attrs),
      options: [...body.matchAll(/<option\b([^>]*)>/g)]
        .map(([, o]) => attrOf(o, "value") ?? "")
        .filter((v) => v !== ""),
      min: null,
      max: null,
      step: null,
    });
  }
  return choices;
}

/**
 * Every choice and number box as the schema holds it: required iff the rule refuses an empty value;
 * each option one the rule accepts; a number's `min` and `max` the least and most the rule accepts
 * (one less and one more refused), and whole numbers only iff the rule refuses a fraction.
 */
export function expectChoicesHeld(choices: Choice[], schema: z.ZodObject) {
  expect(choices.length, "the form has choices").toBeGreaterThan(0);
  for (const choice of choices) {
    const rule = schema.shape[choice.name] as z.ZodType | undefined;
    expect(rule, `${choice.name} is a field of the schema`).toBeDefined();
    expect(choice.required, `${choice.name}: required`).toBe(!rule!.safeParse("").success);
    for (const option of choice.options)
      expect(rule!.safeParse(option).success, `${choice.name}: ${option} is accepted`).toBe(true);
    if (choice.kind !== "number") continue;
    expect(choice.min, `${choice.name}: the browser knows the least`).not.toBeNull();
    expect(choice.max, `${choice.name}: the browser knows the most`).not.toBeNull();
    const [min, max] = [choice.min!, choice.max!];
    expect(rule!.safeParse(String(min)).success, `${choice.name}: ${min} passes`).toBe(true);
    expect(rule!.safeParse(String(min - 1)).success, `${choice.name}: ${min - 1} is refused`).toBe(
      false,
    );
    expect(rule!.safeParse(String(max)).success, `${choice.name}: ${max} passes`).toBe(true);
    expect(rule!.safeParse(String(max + 1)).success, `${choice.name}: ${max + 1} is refused`).toBe(
      false,
    );
    // A number box without a step takes whole numbers only, as with step 1.
    expect((choice.step ?? "1") === "1", `${choice.name}: step 1 iff fractions are refused`).toBe(
      !rule!.safeParse(String(min + 0.5)).success,
    );
  }
}
