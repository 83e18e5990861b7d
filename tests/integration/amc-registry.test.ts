// The AMC contract is described once, in its field registry: every column staff edit is a field, the
// form draws every field with the registry's words, an unchanged save changes nothing, and a save
// that lacks a field keeps its stored value (a real SQLite file, the admin page's loader and action).
import { getTableColumns } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import * as amcForm from "~/routes/admin/service-amc-form";
import { amcContracts } from "~/server/db/schema";
import { AMC_FIELDS } from "~/server/entities/amc.server";
import { getAmc } from "~/server/service/amc.server";
import { adminCookie, args, BASE, ensureAdminUser, form } from "./admin-test-helpers";

let cookie = "";
const authed = (r: Request) => (r.headers.set("Cookie", cookie), r);
const load = (id: number) =>
  amcForm.loader(args(authed(new Request(`${BASE}/admin/service/amc/${id}`)), { id: String(id) }));
const post = (url: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  amcForm.action(args(authed(form(url, fields)), params)) as Promise<Response>;

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
});

/** A contract of its own for each test, every field filled. */
async function addContract(customer: string): Promise<number> {
  const res = await post("/admin/service/amc/new", {
    customer,
    gstin: "07AAACS1234A1Z4",
    contact_name: "Ravi",
    phone: "98100 00001",
    email: "ravi@example.com",
    city: "New Delhi",
    kind: "comprehensive",
    start_date: "2026-01-01",
    end_date: "2026-12-31",
    visits_included: "6",
    visits_done: "2",
    value: "24,000",
    notes: "Call before visiting",
    devices: `ZD421t, ${customer.replace(/\W/g, "").slice(0, 10)}01`,
  });
  expect(res.status).toBe(303);
  return Number(res.headers.get("Location")!.split("/").pop());
}

it("every column staff edit is a registry field, and every stored field is a column", () => {
  const columns = Object.keys(getTableColumns(amcContracts));
  // Set by the save, not typed: the row's key, its reference, the value in paise, the times.
  const derived = ["id", "reference", "value_paise", "created_at", "updated_at"];
  const stored = Object.entries(AMC_FIELDS)
    .filter(([, f]) => !("relation" in f))
    .map(([k]) => k);
  expect(columns.filter((c) => !derived.includes(c)).sort()).toEqual([...stored].sort());
});

it("the form draws every registry field with the registry's label and hint", async () => {
  const id = await addContract("Registry Form Pvt Ltd");
  const page = await load(id);
  expect(page.fields.map((f) => f.name)).toEqual(Object.keys(AMC_FIELDS));
  for (const f of page.fields) {
    const described = AMC_FIELDS[f.name as keyof typeof AMC_FIELDS];
    expect(f.label).toBe(described.label);
    expect(f.hint).toBe("help" in described ? described.help : undefined);
  }
  expect(Object.keys(page.values).sort()).toEqual(Object.keys(AMC_FIELDS).sort());
});

it("saving the form unchanged changes no stored value", async () => {
  const id = await addContract("Unchanged Save Pvt Ltd");
  const before = getAmc(id)!;
  const page = await load(id);
  const res = await post(
    `/admin/service/amc/${id}`,
    { ...page.values, version: page.version! },
    { id: String(id) },
  );
  expect(res.status).toBe(303);
  const after = getAmc(id)!;
  // The machines are written again (new row ids); what they are stays.
  const facts = ({ updated_at: _u, version: _v, devices, ...row }: typeof after) => ({
    ...row,
    devices: devices.map(({ id: _id, ...d }) => d),
  });
  expect(facts(after)).toEqual(facts(before));
});

it("a save that lacks a field keeps the stored value, devices included", async () => {
  const id = await addContract("Partial Save Pvt Ltd");
  const before = getAmc(id)!;
  const res = await post(
    `/admin/service/amc/${id}`,
    {
      customer: "Partial Save Pvt Ltd (renamed)",
      kind: "non-comprehensive",
      start_date: "2026-01-01",
      end_date: "2026-12-31",
      version: before.version,
    },
    { id: String(id) },
  );
  expect(res.status).toBe(303);
  const after = getAmc(id)!;
  expect(after).toMatchObject({
    customer: "Partial Save Pvt Ltd (renamed)",
    kind: "non-comprehensive",
    gstin: before.gstin,
    phone: before.phone,
    email: before.email,
    notes: "Call before visiting",
    visits_included: 6,
    visits_done: 2,
    value_paise: 2_400_000,
  });
  expect(after.devices.map((d) => d.serial)).toEqual(before.devices.map((d) => d.serial));
});
