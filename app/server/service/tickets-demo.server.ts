/**
 * The demo service desk: fourteen tickets from customers across India, in every status, written
 * through the ticket model like real bookings and staff changes (dated over the last three weeks),
 * so the queue, the tracking pages and the dashboard show something on a fresh start.
 */
import { addDays, businessDay } from "~/lib/dates";
import type { TicketStatus } from "~/lib/service-tickets";
import { getProductBySlug } from "../models/products.server";
import { serialKey } from "~/lib/warranty";
import { createSerial } from "./serials.server";
import {
  createTicket,
  decideEstimate,
  getTicketById,
  saveEstimate,
  setTicketStatus,
  updateTicketFacts,
  type EstimateLineInput,
} from "./tickets.server";
import { ticketInput } from "../entities/ticket.server";

const STAFF = { name: "service-desk" };
const DAY = 24 * 60 * 60_000;

const HEAD = (paise: number, what = "Print head 203 dpi (genuine)"): EstimateLineInput => ({
  kind: "part",
  description: what,
  hsn_sac: "84439990",
  quantity: 1,
  unit_price_paise: paise,
  gst_rate: 18,
});
const LABOUR = (paise: number, what = "Repair and calibration"): EstimateLineInput => ({
  kind: "labour",
  description: what,
  hsn_sac: "998713",
  quantity: 1,
  unit_price_paise: paise,
  gst_rate: 18,
});
const PLATEN: EstimateLineInput = {
  kind: "part",
  description: "Platen roller",
  hsn_sac: "84439990",
  quantity: 1,
  unit_price_paise: 185_000,
  gst_rate: 18,
};

interface DemoTicket {
  slug: string | null;
  model: string;
  serial: string;
  fault:
    "faded_print" | "not_detecting_labels" | "ribbon_wrinkle" | "head_error" | "no_power" | "other";
  description: string;
  delivery: "office_drop" | "pickup_ncr" | "courier" | "onsite";
  name: string;
  company?: string;
  phone: string;
  email?: string;
  gstin?: string;
  address?: string;
  city: string;
  state: string;
  pin: string;
  /** Days ago it was booked. */
  ago: number;
  /** The statuses it went through after "received", in order. */
  path: TicketStatus[];
  estimate?: EstimateLineInput[];
  note?: string;
}

const TICKETS: DemoTicket[] = [
  {
    slug: "zebra-zd421-desktop-barcode-printer",
    model: "ZD421t",
    serial: "D4J212803345",
    fault: "faded_print",
    description:
      "Left third of every label prints faint since last week. Cleaned the head, no change.",
    delivery: "office_drop",
    name: "Rohit Sharma",
    company: "Sharma Pharma Distributors",
    phone: "+91 98110 45873",
    email: "rohit@sharmapharma.example",
    city: "New Delhi",
    state: "Delhi",
    pin: "110034",
    ago: 0,
    path: [],
  },
  {
    slug: "tsc-te244-desktop-barcode-printer",
    model: "TE244",
    serial: "E3201A0457",
    fault: "not_detecting_labels",
    description: "Feeds two or three labels at a time, gap sensor light blinks red.",
    delivery: "courier",
    name: "Priya Nair",
    company: "Coastal Seafoods Exports",
    phone: "+91 94470 22918",
    email: "priya@coastalseafoods.example",
    city: "Kochi",
    state: "Kerala",
    pin: "682011",
    ago: 2,
    path: ["inspected"],
  },
  {
    slug: "godex-g500-desktop-barcode-printer",
    model: "G500",
    serial: "1834A0992",
    fault: "head_error",
    description:
      "Shows 'head open' error even when the head is closed. Sometimes prints after restart.",
    delivery: "pickup_ncr",
    name: "Amit Gupta",
    company: "Gupta Garments",
    phone: "+91 98731 11209",
    gstin: "06AAGFG1234K1ZL",
    address: "Plot 114, Sector 37, Udyog Vihar",
    city: "Gurugram",
    state: "Haryana",
    pin: "122001",
    ago: 4,
    path: ["inspected", "estimate_sent"],
    estimate: [
      {
        kind: "part",
        description: "Head-open sensor",
        hsn_sac: "84439990",
        quantity: 1,
        unit_price_paise: 95_000,
        gst_rate: 18,
      },
      LABOUR(80_000),
    ],
  },
  {
    slug: "zebra-zt411-industrial-barcode-printer",
    model: "ZT411",
    serial: "18J194500872",
    fault: "ribbon_wrinkle",
    description: "Ribbon wrinkles across the label on the right side, worse with 110 mm ribbon.",
    delivery: "onsite",
    name: "Sunita Rao",
    company: "Deccan Auto Components",
    phone: "+91 99001 76543",
    email: "maintenance@deccanauto.example",
    gstin: "29AABCD4321E1Z2",
    address: "No. 23, Peenya Industrial Area, 2nd Stage",
    city: "Bengaluru",
    state: "Karnataka",
    pin: "560058",
    ago: 5,
    path: ["inspected", "estimate_sent"],
    estimate: [PLATEN, LABOUR(250_000, "On-site visit, ribbon path alignment")],
  },
  {
    slug: "honeywell-pc42t-desktop-barcode-printer",
    model: "PC42t",
    serial: "21143B0066",
    fault: "faded_print",
    description: "Print is light and barcodes do not scan at the billing counter.",
    delivery: "office_drop",
    name: "Vikram Singh",
    phone: "+91 98100 33418",
    city: "Noida",
    state: "Uttar Pradesh",
    pin: "201301",
    ago: 6,
    path: ["inspected", "estimate_sent", "approved"],
    estimate: [HEAD(650_000), LABOUR(75_000)],
  },
  {
    slug: "tsc-ttp-244-pro-desktop-barcode-printer",
    model: "TTP-244 Pro",
    serial: "B121C07741",
    fault: "no_power",
    description: "Does not switch on at all after a power cut. Adapter light is off.",
    delivery: "courier",
    name: "Meena Patel",
    company: "Patel Jewellers",
    phone: "+91 98250 60321",
    email: "accounts@pateljewellers.example",
    city: "Ahmedabad",
    state: "Gujarat",
    pin: "380009",
    ago: 9,
    path: ["inspected", "estimate_sent", "declined"],
    estimate: [
      {
        kind: "part",
        description: "Power supply board",
        hsn_sac: "85044090",
        quantity: 1,
        unit_price_paise: 420_000,
        gst_rate: 18,
      },
      LABOUR(60_000),
    ],
    note: "We will buy a new printer instead.",
  },
  {
    slug: "godex-zx420i-industrial-barcode-printer",
    model: "ZX420i",
    serial: "1923B0315",
    fault: "head_error",
    description: "Dotted white lines down the label, head error on display.",
    delivery: "pickup_ncr",
    name: "Karan Mehta",
    company: "Mehta Logistics",
    phone: "+91 98711 82736",
    gstin: "07AAKCM5678L1ZP",
    address: "A-17, Mohan Cooperative Industrial Estate",
    city: "New Delhi",
    state: "Delhi",
    pin: "110044",
    ago: 8,
    path: ["inspected", "estimate_sent", "approved", "repairing"],
    estimate: [HEAD(1_150_000, "Print head 203 dpi (GoDEX genuine)"), LABOUR(100_000)],
  },
  {
    slug: "citizen-cl-s521ii-desktop-label-printer",
    model: "CL-S521II",
    serial: "CS52107821",
    fault: "other",
    description: "Makes a grinding noise while feeding. Labels come out skewed.",
    delivery: "office_drop",
    name: "Anjali Verma",
    company: "Verma Foods",
    phone: "+91 98182 40715",
    city: "Faridabad",
    state: "Haryana",
    pin: "121003",
    ago: 12,
    path: ["inspected", "estimate_sent", "approved", "repairing"],
    estimate: [{ ...PLATEN, description: "Feed gear set" }, LABOUR(90_000)],
  },
  {
    slug: "zebra-zq320-mobile-printer",
    model: "ZQ320",
    serial: "XXZKJ191300456",
    fault: "no_power",
    description: "Battery does not charge; printer dies after a few receipts.",
    delivery: "courier",
    name: "Sanjay Kulkarni",
    company: "Kulkarni Distributors",
    phone: "+91 98220 19284",
    email: "sanjay@kulkarnidist.example",
    city: "Pune",
    state: "Maharashtra",
    pin: "411001",
    ago: 10,
    path: ["inspected", "estimate_sent", "approved", "repairing", "ready"],
    estimate: [
      {
        kind: "part",
        description: "Li-ion battery 2280 mAh",
        hsn_sac: "85076000",
        quantity: 1,
        unit_price_paise: 320_000,
        gst_rate: 18,
      },
      LABOUR(50_000),
    ],
  },
  {
    slug: "godex-rt700i-desktop-barcode-printer",
    model: "RT700i",
    serial: "1729A1180",
    fault: "not_detecting_labels",
    description: "Black-mark labels not detected after changing the label roll.",
    delivery: "office_drop",
    name: "Farhan Qureshi",
    phone: "+91 98990 54612",
    city: "Ghaziabad",
    state: "Uttar Pradesh",
    pin: "201001",
    ago: 14,
    path: ["inspected", "estimate_sent", "approved", "repairing", "ready", "delivered"],
    estimate: [LABOUR(60_000, "Sensor calibration and cleaning")],
  },
  {
    slug: "tsc-te210-desktop-barcode-printer",
    model: "TE210",
    serial: "E2101C2210",
    fault: "ribbon_wrinkle",
    description: "Ribbon creases on every label since we moved to wax-resin ribbon.",
    delivery: "courier",
    name: "Lakshmi Iyer",
    company: "Iyer Textiles",
    phone: "+91 94440 31872",
    email: "lakshmi@iyertextiles.example",
    city: "Coimbatore",
    state: "Tamil Nadu",
    pin: "641018",
    ago: 18,
    path: ["inspected", "estimate_sent", "approved", "repairing", "ready", "delivered"],
    estimate: [LABOUR(70_000, "Ribbon tension adjustment")],
  },
  {
    slug: null,
    model: "Datamax E-4205",
    serial: "47000123",
    fault: "other",
    description: "Old printer, asks for firmware after an update failed. Not in your catalogue.",
    delivery: "office_drop",
    name: "Harpreet Kaur",
    phone: "+91 98150 27461",
    city: "Chandigarh",
    state: "Chandigarh",
    pin: "160017",
    ago: 20,
    path: ["inspected", "closed"],
  },
  {
    slug: "zebra-zd230t-desktop-barcode-printer",
    model: "ZD230t",
    serial: "D3J204100128",
    fault: "faded_print",
    description: "Print fades towards the end of each roll.",
    delivery: "onsite",
    name: "Debashish Roy",
    company: "Roy Medicals",
    phone: "+91 98300 61527",
    address: "14 Park Street, 2nd floor",
    city: "Kolkata",
    state: "West Bengal",
    pin: "700016",
    ago: 3,
    path: [],
  },
  {
    slug: "godex-ez120-desktop-barcode-printer",
    model: "EZ120",
    serial: "1906B0771",
    fault: "head_error",
    description: "Vertical white line through barcodes, rejected by the customer's scanner.",
    delivery: "office_drop",
    name: "Neha Bansal",
    company: "Bansal Hardware",
    phone: "+91 98113 90284",
    city: "New Delhi",
    state: "Delhi",
    pin: "110085",
    ago: 7,
    path: ["inspected", "estimate_sent", "approved", "repairing"],
    estimate: [HEAD(480_000), LABOUR(60_000)],
  },
];

/**
 * Machines "we sold", so /warranty answers and tickets for them are marked: one in warranty, one
 * out of it, by days before today.
 */
const SOLD = [
  {
    slug: "zebra-zd421-desktop-barcode-printer",
    serial: "D4J212803345",
    ago: 150,
    buyer: "Sharma Pharma Distributors",
  },
  {
    slug: "honeywell-pc42t-desktop-barcode-printer",
    serial: "21143B0066",
    ago: 300,
    buyer: "Vikram Singh",
  },
  {
    slug: "godex-g500-desktop-barcode-printer",
    serial: "1834A0992",
    ago: 600,
    buyer: "Gupta Garments",
  },
  {
    slug: "tsc-te244-desktop-barcode-printer",
    serial: "E3201A0457",
    ago: 420,
    buyer: "Coastal Seafoods Exports",
  },
  {
    slug: "zebra-zt411-industrial-barcode-printer",
    serial: "18J194500872",
    ago: 90,
    buyer: "Deccan Auto Components",
  },
];

/** Books the demo tickets and walks each through its path. Call inside the demo seed only. */
export function seedDemoTickets(now = new Date()): number {
  const today = businessDay(now);
  SOLD.forEach((s, i) => {
    const product = getProductBySlug(s.slug);
    if (!product) return;
    createSerial({
      serial: serialKey(s.serial),
      product_id: product.id,
      model: product.model ?? product.name,
      buyer: s.buyer,
      invoice_number: `PBS/${today.slice(0, 4)}/${String(1040 + i).padStart(5, "0")}`,
      invoice_date: addDays(today, -s.ago),
      warranty_months: 12,
    });
  });
  let n = 0;
  for (const t of TICKETS) {
    const product = t.slug ? getProductBySlug(t.slug) : undefined;
    const input = ticketInput.parse({ ...t, preferred_time: "Weekdays, 11 am to 5 pm" });
    let at = new Date(now.getTime() - t.ago * DAY - 3 * 60 * 60_000);
    const { id } = createTicket(input, product?.id ?? null, [], at);
    const step = () => (at = new Date(Math.min(at.getTime() + DAY / 2, now.getTime() - 60_000)));
    // A promise of three working days from booking: open tickets past it show as overdue.
    updateTicketFacts(
      id,
      getTicketById(id)!.version,
      { promised_by: addDays(businessDay(at), 3) },
      STAFF,
    );
    for (const status of t.path) {
      const ticket = getTicketById(id)!;
      step();
      if (status === "estimate_sent" && t.estimate)
        saveEstimate(
          id,
          ticket.version,
          { lines: t.estimate, turnaroundDays: 2, validDays: 15 },
          STAFF,
          { send: true, now: at },
        );
      else if (status === "approved" || status === "declined")
        decideEstimate(id, status, t.note ?? null, at);
      else setTicketStatus(id, ticket.version, status, STAFF, null, at);
    }
    n++;
  }
  return n;
}
