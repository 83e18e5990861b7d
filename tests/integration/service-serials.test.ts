// The warranty answer read from a real SQLite file: a serial typed any way, a model that must match,
// in or out of warranty on the day asked, an AMC covering the machine.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { amcContracts, amcDevices, serials } from "~/server/db/schema";
import { amcRenewalsDue } from "~/server/service/amc.server";
import { warrantyFor } from "~/server/service/serials.server";

beforeAll(() => {
  db.insert(serials)
    .values([
      { serial: "D4J201502345", model: "ZD421t", buyer: "Acme Retail", invoice_date: "2026-03-15" },
      { serial: "OLD-0001", model: "TSC TE244", invoice_date: "2023-01-10", warranty_months: 12 },
    ])
    .run();
  const c = db
    .insert(amcContracts)
    .values({
      reference: "AMC-2026-0001",
      customer: "Acme Retail",
      start_date: "2026-04-01",
      end_date: "2027-03-31",
    })
    .returning()
    .get();
  db.insert(amcDevices).values({ contract_id: c.id, model: "TSC TE244", serial: "OLD-0001" }).run();
});

describe("warrantyFor", () => {
  it("answers in warranty until the day before the anniversary, for a serial typed any way", () => {
    expect(warrantyFor(" d4j 2015 02345", "zd 421", "2026-11-27")).toEqual({
      status: "in",
      model: "ZD421t",
      soldOn: "2026-03-15",
      until: "2027-03-14",
      amcUntil: null,
    });
    expect(warrantyFor("D4J201502345", null, "2027-03-14").status).toBe("in");
    expect(warrantyFor("D4J201502345", null, "2027-03-15").status).toBe("out");
  });

  it("never tells the buyer, and a wrong model is as good as an unknown serial", () => {
    expect(JSON.stringify(warrantyFor("D4J201502345"))).not.toContain("Acme");
    expect(warrantyFor("D4J201502345", "GK420d")).toEqual({ status: "unknown" });
    expect(warrantyFor("NOPE-123")).toEqual({ status: "unknown" });
    expect(warrantyFor("x".repeat(500))).toEqual({ status: "unknown" });
  });

  it("out of warranty but under a running AMC says until when", () => {
    const a = warrantyFor("old-0001", "te244", "2026-11-27");
    expect(a).toMatchObject({ status: "out", until: "2024-01-09", amcUntil: "2027-03-31" });
    expect(warrantyFor("old-0001", null, "2027-04-01")).toMatchObject({ amcUntil: null });
  });

  it("lists contracts ending within 30 days as renewals due", () => {
    expect(amcRenewalsDue(30, "2027-03-05").map((c) => c.reference)).toEqual(["AMC-2026-0001"]);
    expect(amcRenewalsDue(30, "2027-02-27")).toEqual([]);
    expect(amcRenewalsDue(30, "2027-04-01")).toEqual([]);
  });
});
