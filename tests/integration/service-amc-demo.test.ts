// The demo seed's two AMC contracts: one running, one due for renewal; their machines' tickets carry
// the queue's AMC mark and come right after the overdue ones.
import { expect, it } from "vitest";
import { db } from "~/server/db.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import { amcRenewalsDue, listAmc } from "~/server/service/amc.server";
import { listQueue, queueFilterOf, serviceFigures } from "~/server/service/queue.server";

it("a fresh demo database has two AMC contracts, one due for renewal, and marks their machines in the queue", () => {
  expect(seedDemoCatalogue(db)).toBe(true);
  const all = listAmc("all", "", 1);
  expect(all.total).toBe(2);
  // Each contract's own machines are counted (three and one).
  expect(all.items.map((i) => [i.contract.customer, i.devices])).toEqual([
    ["Anjali Verma Textiles", 1],
    ["Karan Mehta Logistics", 3],
  ]);
  expect(listAmc("all", "d4j2128a0002", 1).items.map((i) => i.contract.customer)).toEqual([
    "Karan Mehta Logistics",
  ]);
  expect(amcRenewalsDue().map((c) => c.customer)).toEqual(["Anjali Verma Textiles"]);
  const queue = listQueue(queueFilterOf(new URLSearchParams("status=all")));
  const marked = queue.items.filter((t) => t.amc).map((t) => t.serial);
  expect(marked.sort()).toEqual(["1923B0315", "CS52107821"]);
  // Worked order: every overdue ticket, then the open AMC ones, before the rest.
  const flags = queue.items.map((t) => (t.overdue ? 2 : t.amc ? 1 : 0));
  expect(flags).toEqual([...flags].sort((a, b) => b - a));
  expect(serviceFigures()).toMatchObject({ amcRenewalsDue: 1 });
  expect(serviceFigures().open).toBeGreaterThan(5);
});
