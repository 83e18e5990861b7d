/**
 * Two demo AMC contracts, so the AMC screens, the queue's AMC mark and the dashboard's renewals show
 * something on a fresh start: one running for months, one ending within 30 days (a renewal due).
 * Their machines include demo tickets' serials (a Godex ZX420i in New Delhi, a Citizen in Faridabad).
 */
import { addDays, businessDay } from "~/lib/dates";
import { amcInput } from "../entities/amc.server";
import { saveAmc } from "./amc.server";

export function seedDemoAmc(now = new Date()): number {
  const today = businessDay(now);
  const contracts = [
    {
      customer: "Karan Mehta Logistics",
      gstin: "",
      contact_name: "Karan Mehta",
      phone: "+91 98111 22334",
      email: "karan@example.com",
      city: "New Delhi",
      kind: "comprehensive",
      start_date: addDays(today, -120),
      end_date: addDays(today, 244),
      visits_included: "4",
      visits_done: "1",
      value: "36000",
      notes: "Quarterly preventive visit; head cleaning and calibration.",
      devices: "ZX420i, 1923B0315\nZD421t, D4J2128A0001\nZD421t, D4J2128A0002",
    },
    {
      customer: "Anjali Verma Textiles",
      gstin: "",
      contact_name: "Anjali Verma",
      phone: "+91 98100 55667",
      email: "",
      city: "Faridabad",
      kind: "non-comprehensive",
      start_date: addDays(today, -340),
      end_date: addDays(today, 25),
      visits_included: "2",
      visits_done: "2",
      value: "9,500",
      notes: "",
      devices: "CL-S521II, CS52107821",
    },
  ];
  for (const c of contracts) saveAmc(null, amcInput.parse(c), null);
  return contracts.length;
}
