// Business facts and fixed lists, kept once. Every page reads them from here.

export const site = {
  name: "Prime Barcode Solutions",
  shortName: "Prime Barcode",
  tagline: "Barcode & label printers, ribbons, labels and scanners: sales and same-day service",
  since: 1997,
  yearsInBusiness: "28+",
  customers: "10,000+",
  cities: "50+",
  hours: "10:00 AM - 7:00 PM Mon-Sat",
  hoursSchema: { opens: "10:00", closes: "19:00", days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"] },
  replyPromise: "We reply within 24 hours",
  warranty: "1-year free warranty when you buy from us",
  sameDayRepair: "Same-day repair in our office",
  panIndia: "Pan-India support",
  phones: ["+91 98100 00000", "+91 11 4000 0000"],
  emails: ["sales@primebarcode.in", "support@primebarcode.in"],
  // The seller's GST registration; its first two digits are the state code of gstState. A buyer in
  // the same state is charged CGST + SGST on a quotation, any other buyer IGST.
  gstin: "07AABCP1234C1Z2",
  gstState: "Delhi",
  /** How long a printed quotation's prices hold. */
  quotationValidDays: 15,
  city: "New Delhi",
  address: {
    street: "B-42, Okhla Industrial Area Phase II",
    locality: "New Delhi",
    region: "Delhi",
    postalCode: "110020",
    country: "IN",
  },
  /** Where the office is, for maps and search engines (Okhla Industrial Area Phase II). */
  geo: { latitude: 28.5314, longitude: 77.2729 },
  /** The business's logo as a raster picture (search engines do not take the favicon's SVG). */
  logo: "/images/logo.png",
  /**
   * The delivery and return terms search engines show beside a price (one place: the structured data
   * of every priced product and of the business read them). Delivery anywhere in India is included
   * in the price; the order leaves within a working day and arrives in one to five.
   */
  shipping: { country: "IN", rateInr: 0, handlingDays: [0, 1], transitDays: [1, 5] },
  /** Unused goods in their packing come back within 7 days, by courier, at the buyer's cost. */
  returns: { country: "IN", days: 7 },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
  ],
} as const;

/** The Products dropdown and sidebar order; other categories follow alphabetically. */
export const CATEGORY_ORDER = [
  "Desktop Printers",
  "Industrial Printers",
  "Ribbons",
  "Labels",
  "Scanners",
  "Tube Labeling System",
  "Mobile Printers",
  "Godex Printer Head",
  "Print Mechanism",
] as const;

/** The category listing shortcut routes, by category display name. */
export const CATEGORY_SHORTCUTS: Record<string, string> = {
  "Desktop Printers": "/desktop-printers",
  "Industrial Printers": "/industrial-printers",
  "Mobile Printers": "/mobile-printers",
  "Thermal Label Printers": "/thermal-label-printers",
  Accessories: "/accessories",
  Labels: "/labels",
  Ribbons: "/ribbons",
  Scanners: "/scanners",
  "Print Mechanism": "/print-mechanism",
  "Godex Printer Head": "/godex-printer-head",
  "Tube Labeling System": "/tube-labeling-system",
};

/** Admin shell: a tab other than the dashboard is hidden when its flag is false. */
export const FEATURES = {
  products: true,
  categories: true,
  subcategories: false,
  brands: true,
  drivers: true,
  blogs: true,
  jobs: true,
  import: true,
  inquiries: true,
  quotes: true,
  backlinks: true,
  seo: true,
} as const;

export const NAV_LINKS = [
  { label: "Services", to: "/services" },
  { label: "Repairs", to: "/service" },
  { label: "About", to: "/about" },
  { label: "Blogs", to: "/blogs" },
  { label: "Careers", to: "/careers" },
  { label: "Contact", to: "/contact" },
] as const;
