// The API reference's list of a product's /api fields is the registry's, in order: a field added to the
// registry (or taken out) fails here until docs/api.md says so.
import fs from "node:fs";
import { expect, it } from "vitest";
import { JOB_FIELDS } from "~/server/entities/job.server";
import { PRODUCT_FIELDS } from "~/server/entities/product-fields.server";
import { TICKET_FIELDS } from "~/server/entities/ticket.server";
import type { FieldDescription } from "~/server/entities/entity.server";

it("the API reference lists every product field /api answers, in registry order", () => {
  const readme = fs.readFileSync("docs/api.md", "utf8");
  const start = readme.indexOf("- A product's fields, in `/api`");
  expect(start).toBeGreaterThan(-1);
  const item = readme.slice(start, readme.indexOf("\n- ", start + 1));
  const listed = item
    .slice(item.indexOf("):"), item.indexOf("Every answer adds"))
    .match(/`([a-z_]+)`/g)!
    .map((name) => name.slice(1, -1));
  const answered = Object.entries(PRODUCT_FIELDS as Record<string, FieldDescription>)
    .filter(([, f]) => f.api !== false)
    .map(([name]) => name);
  expect(listed).toEqual(answered);
});

it("the API reference lists every job field /api answers, in registry order", () => {
  const doc = fs.readFileSync("docs/api.md", "utf8");
  const start = doc.indexOf("- A job's fields, in `/api`");
  expect(start).toBeGreaterThan(-1);
  const item = doc.slice(start, doc.indexOf("\n- ", start + 1));
  const listed = item
    .slice(item.indexOf("in order):"), item.indexOf("Every answer adds"))
    .match(/`([a-z_]+)`/g)!
    .map((name) => name.slice(1, -1))
    // The words a field takes, listed beside it, are not fields.
    .filter((name) => Object.hasOwn(JOB_FIELDS, name));
  const answered = Object.entries(JOB_FIELDS as Record<string, FieldDescription>)
    .filter(([, f]) => f.api !== false)
    .map(([name]) => name);
  expect(listed).toEqual(answered);
});

it("the API reference lists every field a repair booking takes, in registry order", () => {
  const doc = fs.readFileSync("docs/api.md", "utf8");
  const start = doc.indexOf("- `POST /api/service/tickets`");
  expect(start).toBeGreaterThan(-1);
  const item = doc.slice(start, doc.indexOf("\n  - ", start + 1));
  const listed = item
    .slice(item.indexOf("as JSON ("), item.indexOf(");"))
    .match(/`([a-z_]+)`/g)!
    .map((name) => name.slice(1, -1));
  expect(listed).toEqual(Object.keys(TICKET_FIELDS));
});
