// AMC contracts through the admin page's loader and action on a real SQLite file: add with devices,
// a second staff member's save from an older page refused with the change shown, renewal, delete
// after a confirmation, and the coverage the queue and the warranty check read.
import { beforeAll, describe, expect, it } from "vitest";
import * as amcForm from "~/routes/admin/service-amc-form";
import { loader as amcList } from "~/routes/admin/service-amc";
import { activeAmcForSerial, getAmc } from "~/server/service/amc.server";
import {
  adminCookie,
  args,
  BASE,
  ensureAdminUser,
  flashOf,
  form,
  unwrap,
} from "./admin-test-helpers";

let cookie = "";
const authed = (r: Request) => (r.headers.set("Cookie", cookie), r);
const get = (url: string) => authed(new Request(`${BASE}${url}`));
const post = (url: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  amcForm.action(args(authed(form(url, fields)), params)) as Promise<unknown>;

const contract = {
  customer: "Shree Logistics Pvt Ltd",
  gstin: "07aaacs1234a1z4",
  contact_name: "Ravi",
  phone: "98100 00001",
  email: "ravi@example.com",
  city: "New Delhi",
  kind: "comprehensive",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  visits_included: "4",
  visits_done: "1",
  value: "24,000",
  notes: "",
  devices: "ZD421t, d4j 2015 00001\nTSC TE244 / TE-77-0002",
};

/** A contract of the test's own; its devices' serials are the test's too, so coverage is its alone. */
const addContract = async (devices: string) => {
  const res = (await post("/admin/service/amc/new", { ...contract, devices })) as Response;
  expect(res.status).toBe(303);
  return Number(res.headers.get("Location")!.split("/").pop());
};

/** The number quoted on the phone: the start year and the contract's id. */
const referenceOf = (id: number) => `AMC-2026-${String(id).padStart(4, "0")}`;

beforeAll(async () => {
  const admin = await ensureAdminUser();
  cookie = await adminCookie(admin.id, admin.session_version);
});

describe("AMC contracts", () => {
  it("adds a contract with its devices keyed like serial records, and lists it", async () => {
    const bad = unwrap<{ errors: Record<string, string> }>(
      await post("/admin/service/amc/new", {
        ...contract,
        gstin: "07AAACS1234A1Z5",
        devices: "just a model",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({
      gstin: expect.stringMatching(/check character/),
      devices: expect.stringMatching(/Device line 1/),
    });
    const backwards = unwrap<{ errors: Record<string, string> }>(
      await post("/admin/service/amc/new", { ...contract, end_date: "2025-12-31" }),
    );
    expect(backwards.data.errors).toEqual({ end_date: "End date is before the start date" });

    const res = (await post("/admin/service/amc/new", contract)) as Response;
    expect(res.status).toBe(303);
    const id = Number(res.headers.get("Location")!.split("/").pop());
    expect(await flashOf(res)).toEqual({
      type: "success",
      message: `Contract ${referenceOf(id)} added`,
    });
    const saved = getAmc(id)!;
    expect(saved).toMatchObject({
      reference: referenceOf(id),
      value_paise: 2_400_000,
      gstin: "07AAACS1234A1Z4",
    });
    expect(saved.devices.map((d) => [d.model, d.serial])).toEqual([
      ["ZD421t", "D4J201500001"],
      ["TSC TE244", "TE-77-0002"],
    ]);
    expect(activeAmcForSerial("d4j 2015 00001", "2026-06-01")?.id).toBe(id);
    expect(activeAmcForSerial("D4J201500001", "2027-01-01")).toBeUndefined();
    const list = await amcList(args(get("/admin/service/amc?q=te-77")));
    expect(list.contracts.map((c) => c.reference)).toEqual([referenceOf(id)]);
  });

  it("refuses a second staff member's save made from the older page, showing what changed", async () => {
    const id = await addContract("ZD421t, d4j 2015 00002\nTSC TE244 / TE-88-0002");
    const page = await amcForm.loader(args(get(`/admin/service/amc/${id}`), { id: String(id) }));
    const first = (await post(
      `/admin/service/amc/${id}`,
      { ...page.values, visits_done: "2", version: page.version! },
      { id: String(id) },
    )) as Response;
    expect(first.status).toBe(303);
    const second = unwrap<{ error: string; theirs: Record<string, string> }>(
      await post(
        `/admin/service/amc/${id}`,
        { ...page.values, notes: "Call before visiting", version: page.version! },
        { id: String(id) },
      ),
    );
    expect(second.status).toBe(409);
    expect(second.data.error).toMatch(/Someone else changed this contract/);
    expect(second.data.theirs.visits_done).toBe("2");
    expect(getAmc(id)).toMatchObject({ visits_done: 2, notes: null });
  });

  it("offers the renewal as a new contract for the next period, and deletes only after confirming", async () => {
    const id = await addContract("ZD421t, d4j 2015 00003\nTSC TE244 / TE-99-0003");
    const renewal = await amcForm.loader(
      args(get(`/admin/service/amc/${id}/renew`), { id: String(id) }),
    );
    expect(renewal).toMatchObject({ id: null, renewing: referenceOf(id) });
    expect(renewal.values).toMatchObject({
      start_date: "2027-01-01",
      end_date: "2027-12-31",
      visits_done: "0",
      devices: "ZD421t, D4J201500003\nTSC TE244, TE-99-0003",
    });
    expect(activeAmcForSerial("D4J201500003", "2026-06-01")?.id).toBe(id);
    const version = getAmc(id)!.version;
    const asked = unwrap<{ confirmDelete: boolean }>(
      await post(`/admin/service/amc/${id}`, { intent: "delete", version }, { id: String(id) }),
    );
    expect(asked.data.confirmDelete).toBe(true);
    expect(getAmc(id)).toBeDefined();
    const gone = (await post(
      `/admin/service/amc/${id}`,
      { intent: "delete-confirmed", version },
      { id: String(id) },
    )) as Response;
    expect(gone.status).toBe(303);
    expect(getAmc(id)).toBeUndefined();
    expect(activeAmcForSerial("D4J201500003", "2026-06-01")).toBeUndefined();
  });
});
