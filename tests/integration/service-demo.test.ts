import { beforeAll, expect, it } from "vitest";
import { TICKET_STATUSES } from "~/lib/service-tickets";
import { db } from "~/server/db.server";
import { seedDemoCatalogue } from "~/server/seed/seed.server";
import {
  customerTicketJson,
  getTicketById,
  listTickets,
  ticketCountsByStatus,
} from "~/server/service/tickets.server";

// Both tests only read the demo rows, so the file seeds its empty database once.
beforeAll(() => {
  expect(seedDemoCatalogue(db)).toBe(true);
});

it("a fresh demo database has a dozen realistic tickets in every status, estimates priced", () => {
  const counts = ticketCountsByStatus();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThanOrEqual(12);
  for (const status of TICKET_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
  const { tickets } = listTickets({ perPage: 100 });
  // Catalogue printers are linked; a model from outside the catalogue is kept as typed.
  expect(tickets.filter((t) => t.product_id !== null).length).toBeGreaterThanOrEqual(12);
  expect(tickets.some((t) => t.product_id === null && t.model === "Datamax E-4205")).toBe(true);
  // Open tickets past their promise are overdue, and come first.
  expect(tickets[0].overdue).toBe(true);
  const declined = tickets.find((t) => t.status === "declined")!;
  const json = customerTicketJson(getTicketById(declined.id)!);
  expect(json.estimate?.decision).toBe("declined");
  expect(json.estimate?.total_paise).toBeGreaterThan(0);
  expect(json.estimate?.total_in_words).toMatch(/Rupees/);
  expect(json.timeline.map((e) => e.status)).toEqual([
    "received",
    "inspected",
    "estimate_sent",
    "declined",
  ]);
});

it("demo serials answer the warranty check, and their tickets are marked in warranty", async () => {
  const { warrantyFor } = await import("~/server/service/serials.server");
  expect(warrantyFor("d4j 2128 03345", "zd 421").status).toBe("in");
  expect(warrantyFor("1834A0992").status).toBe("out");
  const { tickets } = listTickets({ perPage: 100 });
  expect(tickets.find((t) => t.serial === "D4J212803345")?.in_warranty).toBe(true);
  expect(tickets.find((t) => t.serial === "1834A0992")?.in_warranty).toBe(false);
});
