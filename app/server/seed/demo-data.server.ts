// Demo catalogue used by the seed script: realistic products, posts, jobs and drivers for an
// Indian barcode and label printer reseller. Plain data, safe to edit by hand.
// Specification strings deliberately cover every parsing form of app/lib/spec-table.ts: "Key: value"
// parts (comma values become several rows), long colon-less keyword runs, short colon-less
// parts whose label is guessed from words, and empty specifications.
import type {
  NewBlog,
  NewBrand,
  NewCategory,
  NewDriver,
  NewJob,
  NewProduct,
} from "~/server/db/schema";

export type DemoProduct = Omit<NewProduct, "brand_id"> & { brand: string | null };

export const demoCategories: NewCategory[] = [
  {
    name: "desktop-printers",
    display_name: "Desktop Printers",
    description:
      "Compact 2-inch and 4-inch barcode printers for billing counters, retail stores and offices.",
    icon: null,
    image: "/images/products/desktop-printer.svg",
    created_at: "2025-05-20T09:00:00.000Z",
    updated_at: "2025-05-20T09:00:00.000Z",
  },
  {
    name: "industrial-printers",
    display_name: "Industrial Printers",
    description:
      "Heavy-duty metal barcode printers built for round-the-clock labelling in factories and warehouses.",
    icon: null,
    image: "/images/products/industrial-printer.svg",
    created_at: "2025-05-20T09:01:00.000Z",
    updated_at: "2025-05-20T09:01:00.000Z",
  },
  {
    name: "ribbons",
    display_name: "Ribbons",
    description:
      "Wax, wax-resin and resin thermal transfer ribbons in all common widths and lengths.",
    icon: null,
    image: "/images/products/ribbon.svg",
    created_at: "2025-05-20T09:02:00.000Z",
    updated_at: "2025-05-20T09:02:00.000Z",
  },
  {
    name: "labels",
    display_name: "Labels",
    description:
      "Chromo, polyester, direct thermal and custom self-adhesive labels for every printer and application.",
    icon: null,
    image: "/images/products/label-roll.svg",
    created_at: "2025-05-20T09:03:00.000Z",
    updated_at: "2025-05-20T09:03:00.000Z",
  },
  {
    name: "scanners",
    display_name: "Scanners",
    description: "Handheld 1D and 2D barcode scanners for billing, inventory and industrial use.",
    icon: null,
    image: "/images/products/scanner.svg",
    created_at: "2025-05-20T09:04:00.000Z",
    updated_at: "2025-05-20T09:04:00.000Z",
  },
  {
    name: "tube-labeling-system",
    display_name: "Tube Labeling System",
    description:
      "Tube and ferrule marking printers and consumables for electrical wire identification.",
    icon: null,
    image: "/images/products/tube-printer.svg",
    created_at: "2025-05-20T09:05:00.000Z",
    updated_at: "2025-05-20T09:05:00.000Z",
  },
  {
    name: "mobile-printers",
    display_name: "Mobile Printers",
    description: "Rugged battery-powered printers for labels and receipts on the move.",
    icon: null,
    image: "/images/products/mobile-printer.svg",
    created_at: "2025-05-20T09:06:00.000Z",
    updated_at: "2025-05-20T09:06:00.000Z",
  },
  {
    name: "godex-printer-head",
    display_name: "Godex Printer Head",
    description:
      "Original GoDex replacement print heads with same-day fitting at our service centre.",
    icon: null,
    image: "/images/products/print-head.svg",
    created_at: "2025-05-20T09:07:00.000Z",
    updated_at: "2025-05-20T09:07:00.000Z",
  },
  {
    name: "print-mechanism",
    display_name: "Print Mechanism",
    description:
      "Replacement print mechanism assemblies and OEM thermal mechanisms for printers and kiosks.",
    icon: null,
    image: "/images/products/print-mechanism.svg",
    created_at: "2025-05-20T09:08:00.000Z",
    updated_at: "2025-05-20T09:08:00.000Z",
  },
  {
    name: "thermal-label-printers",
    display_name: "Thermal Label Printers",
    description:
      "Affordable direct thermal and thermal transfer label printers for shops and dispatch desks.",
    icon: null,
    image: "/images/products/desktop-printer.svg",
    created_at: "2025-05-20T09:09:00.000Z",
    updated_at: "2025-05-20T09:09:00.000Z",
  },
  {
    name: "accessories",
    display_name: "Accessories",
    description:
      "Rewinders, cutters, dispensers, platen rollers and cleaning supplies for barcode printers.",
    icon: null,
    image: "/images/products/accessory.svg",
    created_at: "2025-05-20T09:10:00.000Z",
    updated_at: "2025-05-20T09:10:00.000Z",
  },
];

export const demoBrands: NewBrand[] = [
  {
    name: "godex",
    display_name: "GoDex",
    description:
      "Taiwanese manufacturer of desktop, industrial and mobile barcode printers known for value and durability.",
    website: "https://www.godexintl.com",
    logo: null,
    created_at: "2025-05-20T10:00:00.000Z",
    updated_at: "2025-05-20T10:00:00.000Z",
  },
  {
    name: "tsc",
    display_name: "TSC",
    description:
      "TSC Auto ID Technology makes thermal transfer and direct thermal barcode printers for retail, logistics and manufacturing.",
    website: "https://www.tscprinters.com",
    logo: null,
    created_at: "2025-05-20T10:01:00.000Z",
    updated_at: "2025-05-20T10:01:00.000Z",
  },
  {
    name: "zebra",
    display_name: "Zebra",
    description:
      "Zebra Technologies is a global leader in barcode printers, mobile computers and scanners.",
    website: "https://www.zebra.com",
    logo: null,
    created_at: "2025-05-20T10:02:00.000Z",
    updated_at: "2025-05-20T10:02:00.000Z",
  },
  {
    name: "honeywell",
    display_name: "Honeywell",
    description:
      "Honeywell offers barcode scanners, mobile computers and label printers for retail, healthcare and supply chain.",
    website: "https://sps.honeywell.com",
    logo: null,
    created_at: "2025-05-20T10:03:00.000Z",
    updated_at: "2025-05-20T10:03:00.000Z",
  },
  {
    name: "citizen",
    display_name: "Citizen",
    description:
      "Citizen Systems builds robust label and receipt printers with metal Hi-Lift mechanisms.",
    website: "https://www.citizen-systems.com",
    logo: null,
    created_at: "2025-05-20T10:04:00.000Z",
    updated_at: "2025-05-20T10:04:00.000Z",
  },
  {
    name: "argox",
    display_name: "Argox",
    description: "Argox designs affordable desktop and industrial barcode printers and scanners.",
    website: "https://www.argox.com",
    logo: null,
    created_at: "2025-05-20T10:05:00.000Z",
    updated_at: "2025-05-20T10:05:00.000Z",
  },
  {
    name: "max",
    display_name: "Max",
    description:
      "Max Co., Ltd. of Japan makes the LetaTwin range of tube and ferrule marking printers.",
    website: "https://www.max-ltd.co.jp",
    logo: null,
    created_at: "2025-05-20T10:06:00.000Z",
    updated_at: "2025-05-20T10:06:00.000Z",
  },
  {
    name: "postek",
    display_name: "Postek",
    description:
      "Postek manufactures thermal transfer barcode printers and print heads for industrial and retail use.",
    website: "https://www.postek.com.cn",
    logo: null,
    created_at: "2025-05-20T10:07:00.000Z",
    updated_at: "2025-05-20T10:07:00.000Z",
  },
];

/**
 * The HSN code and GST rate of each demo category, as an Indian reseller invoices them, so a fresh
 * catalogue's quotations show real tax lines: printers and their heads, mechanisms and accessories
 * under 8443, ribbons 9612, paper labels 4821, scanners 8471; all at 18 %.
 */
export const demoTaxByCategory: Record<string, { hsn_code: string; gst_rate: number }> = {
  "desktop-printers": { hsn_code: "84433290", gst_rate: 18 },
  "industrial-printers": { hsn_code: "84433290", gst_rate: 18 },
  "mobile-printers": { hsn_code: "84433290", gst_rate: 18 },
  "thermal-label-printers": { hsn_code: "84433290", gst_rate: 18 },
  "tube-labeling-system": { hsn_code: "84433290", gst_rate: 18 },
  "godex-printer-head": { hsn_code: "84439990", gst_rate: 18 },
  "print-mechanism": { hsn_code: "84439990", gst_rate: 18 },
  accessories: { hsn_code: "84439990", gst_rate: 18 },
  ribbons: { hsn_code: "96121090", gst_rate: 18 },
  labels: { hsn_code: "48211090", gst_rate: 18 },
  scanners: { hsn_code: "84719000", gst_rate: 18 },
};

export const demoProducts: DemoProduct[] = [
  {
    name: "GoDex G500 Desktop Barcode Printer",
    slug: "godex-g500-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "G500",
    short_description:
      "Compact 4-inch desktop barcode printer with 203 dpi print quality for retail, billing and warehouse labels.",
    description:
      "The GoDex G500 is one of the most popular desktop barcode printers in India, known for its rugged build and low running cost. It prints up to 5 inches per second at 203 dpi on paper, synthetic and polyester labels. A 300 m ribbon capacity means fewer ribbon changes in busy billing counters, and GoLabel II software is supplied free for label design.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 5 ips (127 mm/s); Print Width: 108 mm; Memory: 8 MB Flash, 16 MB SDRAM; Interfaces: USB, RS-232, Ethernet; Ribbon: 300 m, 1 inch core",
    features:
      "Supports both direct thermal and thermal transfer printing\nTakes 300 m ribbons for lower cost per label\nUSB, serial and Ethernet connectivity as standard\nFree GoLabel II design software\nEasy clamshell design for quick media loading",
    meta_title: "GoDex G500 Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Compact 4-inch desktop barcode printer with 203 dpi print quality for retail, billing and warehouse labels. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex g500 price, 4 inch barcode printer, godex g500 desktop barcode printer, desktop printers, godex desktop printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 18500,
    rating: 4.7,
    reviews: 214,
    created_at: "2026-04-22T21:14:00.000Z",
    updated_at: "2026-04-22T21:14:00.000Z",
  },
  {
    name: "GoDex G530 300 dpi Desktop Barcode Printer",
    slug: "godex-g530-300-dpi-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "G530",
    short_description:
      "300 dpi version of the GoDex G500 for small labels, pharma cartons and fine 2D barcodes.",
    description:
      "The GoDex G530 shares the proven G500 chassis but adds a 300 dpi print head for crisp text on small labels. It is a common choice for pharmaceutical, jewellery and electronics labelling where tiny fonts and dense QR codes must scan first time. Connectivity includes USB, serial and Ethernet.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 300 dpi; Print Speed: 4 ips (102 mm/s); Print Width: 105.7 mm; Memory: 8 MB Flash, 16 MB SDRAM; Interfaces: USB, RS-232, Ethernet",
    features:
      "300 dpi print head for small text and dense 2D codes\nSame robust chassis as the G500\n300 m ribbon capacity\nIdeal for pharma and jewellery labelling",
    meta_title: "GoDex G530 300 dpi Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "300 dpi version of the GoDex G500 for small labels, pharma cartons and fine 2D barcodes. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex g530, 300 dpi barcode printer, godex g530 300 dpi desktop barcode printer, desktop printers, godex desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 24500,
    rating: 4.6,
    reviews: 96,
    created_at: "2025-11-15T00:33:00.000Z",
    updated_at: "2025-11-15T00:33:00.000Z",
  },
  {
    name: "GoDex EZ120 Desktop Barcode Printer",
    slug: "godex-ez120-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "EZ120",
    short_description:
      "Entry-level 203 dpi desktop label printer, now replaced by the GoDex G500 series.",
    description:
      "The GoDex EZ120 was a widely used entry-level desktop printer for shops and small offices. It has been discontinued by the manufacturer and is listed here for customers who need spares, ribbons and service support for existing units. For new installations we recommend the GoDex G500.",
    specifications:
      "Print Method Direct Thermal / Thermal Transfer Resolution 203 dpi Print Speed 76 mm/s Print Width 104 mm Memory 4 MB Flash Interfaces USB 2.0 and RS-232 Ribbon 300 m",
    features:
      "Compact footprint for billing counters\nThermal transfer and direct thermal modes\nService and spares still available\nReplaced by GoDex G500",
    meta_title: "GoDex EZ120 Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Entry-level 203 dpi desktop label printer, now replaced by the GoDex G500 series. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex ez120, discontinued barcode printer, godex ez120 desktop barcode printer, desktop printers, godex desktop printers",
    status: "inactive",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 14000,
    rating: 4.2,
    reviews: 131,
    created_at: "2025-09-25T11:28:00.000Z",
    updated_at: "2025-09-25T11:28:00.000Z",
  },
  {
    name: "GoDex DT4x Direct Thermal Label Printer",
    slug: "godex-dt4x-direct-thermal-label-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "DT4x",
    short_description:
      "Direct thermal 4-inch desktop printer for shipping labels, e-commerce and courier dispatch.",
    description:
      "The GoDex DT4x prints without a ribbon, making it a simple and economical choice for shipping labels from Amazon, Flipkart and courier portals. It prints 4 x 6 inch labels at up to 7 inches per second. The compact case fits easily on packing tables.",
    specifications:
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 7 ips; Print Width: 108 mm; Memory: 8 MB Flash, 16 MB SDRAM; Interfaces: USB, RS-232, Ethernet",
    features:
      "No ribbon needed\nFast 7 ips printing for dispatch desks\nPrints 4 x 6 inch courier labels\nCompact and easy to load",
    meta_title: "GoDex DT4x Direct Thermal Label Printer - Price in India | Desktop Printers",
    meta_description:
      "Direct thermal 4-inch desktop printer for shipping labels, e-commerce and courier dispatch. 1-year warranty and pan-India support.",
    meta_keywords:
      "direct thermal printer, shipping label printer, godex dt4x direct thermal label printer, desktop printers, godex desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 17500,
    rating: 4.5,
    reviews: 88,
    created_at: "2026-02-02T14:24:00.000Z",
    updated_at: "2026-02-02T14:24:00.000Z",
  },
  {
    name: "GoDex RT700i Desktop Barcode Printer",
    slug: "godex-rt700i-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "RT700i",
    short_description:
      "Advanced 4-inch desktop printer with colour LCD, 450 m ribbon capacity and 7 ips speed.",
    description:
      "The GoDex RT700i brings industrial features to a desktop footprint, with a colour LCD, a 450 m ribbon capacity and a 32-bit processor. It prints at up to 7 inches per second and handles large media rolls, which makes it suitable for manufacturing lines and logistics hubs. An optional Wi-Fi and Bluetooth module is available.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 178 mm/s Print Width 108 mm Print Length 1727 mm Processor 32-bit RISC Memory 128 MB Flash 64 MB SDRAM Interfaces USB 2.0 Ethernet RS-232 Ribbon 450 m Control Panel 2.8 inch colour LCD with four buttons",
    features:
      "450 m ribbon capacity for long print runs\nColour LCD for easy settings\n7 ips print speed\nOptional Wi-Fi and Bluetooth module\nStandalone operation with keyboard",
    meta_title: "GoDex RT700i Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Advanced 4-inch desktop printer with colour LCD, 450 m ribbon capacity and 7 ips speed. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex rt700i, rt700i price india, godex rt700i desktop barcode printer, desktop printers, godex desktop printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 21500,
    rating: 4.8,
    reviews: 167,
    created_at: "2026-08-16T15:16:00.000Z",
    updated_at: "2026-08-16T15:16:00.000Z",
  },
  {
    name: "GoDex RT730i 300 dpi Desktop Barcode Printer",
    slug: "godex-rt730i-300-dpi-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "godex",
    model: "RT730i",
    short_description:
      "300 dpi RT-series desktop printer for high-density labels with a 450 m ribbon capacity.",
    description:
      "The GoDex RT730i combines the RT700i feature set with a 300 dpi head for fine graphics and small barcodes. It suits electronics component labels, laboratory labels and compliance labels with small print. The colour LCD simplifies calibration for operators.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 300 dpi; Print Speed: 4 ips; Print Width: 105.7 mm; Interfaces: USB, RS-232, Ethernet; Control Panel: Colour LCD",
    features:
      "300 dpi resolution\n450 m ribbon support\nColour LCD display\nFits small component labels",
    meta_title: "GoDex RT730i 300 dpi Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "300 dpi RT-series desktop printer for high-density labels with a 450 m ribbon capacity. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex rt730i, 300 dpi label printer, godex rt730i 300 dpi desktop barcode printer, desktop printers, godex desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 27500,
    rating: 4.6,
    reviews: 54,
    created_at: "2026-05-21T22:00:00.000Z",
    updated_at: "2026-05-21T22:00:00.000Z",
  },
  {
    name: "TSC TE244 Desktop Barcode Printer",
    slug: "tsc-te244-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "tsc",
    model: "TE244",
    short_description:
      "Affordable TSC 4-inch desktop printer with 300 m ribbon capacity for retail and billing labels.",
    description:
      "The TSC TE244 is a reliable, budget-friendly desktop thermal transfer printer widely used by garment, FMCG and retail businesses. It accepts 300 m ribbons and 5 inch label rolls, and prints at up to 6 inches per second. BarTender UltraLite software is supplied for designing labels.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 108 mm; Memory: 8 MB Flash, 8 MB SDRAM; Interfaces: USB, RS-232, Ethernet",
    features:
      "300 m ribbon capacity\n6 ips print speed\nBarTender UltraLite included\nCompact double-wall design",
    meta_title: "TSC TE244 Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Affordable TSC 4-inch desktop printer with 300 m ribbon capacity for retail and billing labels. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc te244 price, tsc barcode printer, tsc te244 desktop barcode printer, desktop printers, tsc desktop printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 16500,
    rating: 4.6,
    reviews: 198,
    created_at: "2025-07-29T10:57:00.000Z",
    updated_at: "2025-07-29T10:57:00.000Z",
  },
  {
    name: "TSC TE210 Desktop Barcode Printer",
    slug: "tsc-te210-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "tsc",
    model: "TE210",
    short_description:
      "Compact TSC desktop printer with 203 dpi resolution and USB, serial and Ethernet ports.",
    description:
      "The TSC TE210 is a compact desktop printer for small businesses that need dependable barcode labels every day. It offers USB, serial and Ethernet as standard and supports both direct thermal and thermal transfer media. It is a popular choice for billing counters and stock rooms.",
    specifications:
      "Print Method Direct Thermal / Thermal Transfer Resolution 203 dpi Print Speed 152 mm/s Print Width 108 mm Memory 8 MB Flash 16 MB SDRAM Interfaces USB 2.0 RS-232 Ethernet Ribbon 300 m",
    features:
      "Ethernet as standard\nThermal transfer and direct thermal\nEasy media loading\nGood value for small businesses",
    meta_title: "TSC TE210 Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Compact TSC desktop printer with 203 dpi resolution and USB, serial and Ethernet ports. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc te210, desktop label printer, tsc te210 desktop barcode printer, desktop printers, tsc desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 17900,
    rating: 4.4,
    reviews: 73,
    created_at: "2026-09-14T12:02:00.000Z",
    updated_at: "2026-09-14T12:02:00.000Z",
  },
  {
    name: "TSC TTP-244 Pro Desktop Barcode Printer",
    slug: "tsc-ttp-244-pro-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "tsc",
    model: "TTP-244 Pro",
    short_description:
      "Time-tested TSC desktop barcode printer for garment tags, retail and office labelling.",
    description:
      "The TSC TTP-244 Pro is a classic thermal transfer desktop printer with a long record in Indian retail and garment units. It uses 300 m ribbons and standard label rolls, and is easy to maintain. Spares and ribbons are readily available across India.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 108 mm; Memory: 4 MB Flash, 8 MB SDRAM; Interfaces: USB, Parallel, RS-232",
    features:
      "Proven design with easy maintenance\n300 m ribbon support\nSuitable for garment tags\nWidely available spares",
    meta_title: "TSC TTP-244 Pro Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Time-tested TSC desktop barcode printer for garment tags, retail and office labelling. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc ttp 244 pro, ttp-244 pro price, tsc ttp-244 pro desktop barcode printer, desktop printers, tsc desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 19500,
    rating: 4.3,
    reviews: 146,
    created_at: "2026-04-30T07:40:00.000Z",
    updated_at: "2026-04-30T07:40:00.000Z",
  },
  {
    name: "TSC TTP-345 300 dpi Desktop Barcode Printer",
    slug: "tsc-ttp-345-300-dpi-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "tsc",
    model: "TTP-345",
    short_description:
      "300 dpi TSC desktop printer for high-resolution labels on small products and components.",
    description:
      "The TSC TTP-345 offers 300 dpi resolution in a compact desktop printer, suited to small-format labels such as jewellery tags, electronic parts and laboratory samples. It accepts 300 m ribbons and prints at up to 5 inches per second. Currently available on order.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 300 dpi; Print Speed: 5 ips; Print Width: 106 mm; Interfaces: USB, RS-232, Ethernet",
    features:
      "300 dpi for fine print\n300 m ribbon capacity\nCompact desktop design\nSuitable for jewellery tags",
    meta_title: "TSC TTP-345 300 dpi Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "300 dpi TSC desktop printer for high-resolution labels on small products and components. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc ttp 345, 300 dpi tsc printer, tsc ttp-345 300 dpi desktop barcode printer, desktop printers, tsc desktop printers",
    status: "active",
    featured: false,
    in_stock: false,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 28000,
    rating: 4.4,
    reviews: 41,
    created_at: "2025-06-30T13:12:00.000Z",
    updated_at: "2025-06-30T13:12:00.000Z",
  },
  {
    name: "Zebra ZD220t Desktop Barcode Printer",
    slug: "zebra-zd220t-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "zebra",
    model: "ZD220t",
    short_description:
      "Value Zebra thermal transfer desktop printer for basic labelling in retail and offices.",
    description:
      "The Zebra ZD220t is an affordable entry point into the Zebra desktop range with a simple single-button interface. It uses 74 m ribbons and prints at up to 4 inches per second. It is a good fit for low to medium volume barcode labels in shops and small warehouses.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 104 mm; Interfaces: USB; Ribbon: 74 m",
    features:
      "Simple one-button operation\nZebra print quality at a value price\n74 m ribbon support\nZPL and EPL compatible",
    meta_title: "Zebra ZD220t Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Value Zebra thermal transfer desktop printer for basic labelling in retail and offices. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zd220, zebra printer price india, zebra zd220t desktop barcode printer, desktop printers, zebra desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 15500,
    rating: 4.3,
    reviews: 67,
    created_at: "2025-10-09T18:21:00.000Z",
    updated_at: "2025-10-09T18:21:00.000Z",
  },
  {
    name: "Zebra ZD230t Desktop Barcode Printer",
    slug: "zebra-zd230t-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "zebra",
    model: "ZD230t",
    short_description:
      "Zebra ZD230t thermal transfer printer with optional Ethernet and Wi-Fi connectivity.",
    description:
      "The Zebra ZD230t improves on the ZD220 with optional wired and wireless connectivity and Link-OS support. It handles 74 m ribbons and prints at 6 inches per second. A dependable pick for retail chains that want Zebra remote management.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 152 mm/s Print Width 104 mm Memory 256 MB Flash 128 MB SDRAM Interfaces USB and optional Ethernet or Wi-Fi Ribbon 74 m",
    features:
      "6 ips print speed\nOptional Ethernet and Wi-Fi\nLink-OS remote management\nZPL and EPL languages",
    meta_title: "Zebra ZD230t Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Zebra ZD230t thermal transfer printer with optional Ethernet and Wi-Fi connectivity. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zd230, zd230t price, zebra zd230t desktop barcode printer, desktop printers, zebra desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 19800,
    rating: 4.5,
    reviews: 58,
    created_at: "2026-06-27T01:12:00.000Z",
    updated_at: "2026-06-27T01:12:00.000Z",
  },
  {
    name: "Zebra ZD421 Desktop Barcode Printer",
    slug: "zebra-zd421-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "zebra",
    model: "ZD421t",
    short_description:
      "Premium Zebra 4-inch desktop printer with field-installable connectivity and media options.",
    description:
      "The Zebra ZD421 is a premium desktop printer with an easy ribbon cartridge, field-upgradable connectivity and Print DNA software tools. It is widely used in healthcare, retail and light manufacturing. The ribbon cartridge makes ribbon changes quick for staff with little training.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 104 mm; Memory: 512 MB Flash, 256 MB SDRAM; Interfaces: USB, USB Host, Ethernet, Bluetooth LE",
    features:
      "Easy-load ribbon cartridge\nField-installable Wi-Fi and Ethernet\nPrint DNA management tools\nFive-status LED interface\nHealthcare model available",
    meta_title: "Zebra ZD421 Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Premium Zebra 4-inch desktop printer with field-installable connectivity and media options. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zd421, zd421t price india, zebra zd421 desktop barcode printer, desktop printers, zebra desktop printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 36000,
    rating: 4.8,
    reviews: 89,
    created_at: "2026-09-21T17:28:00.000Z",
    updated_at: "2026-09-21T17:28:00.000Z",
  },
  {
    name: "Honeywell PC42t Desktop Barcode Printer",
    slug: "honeywell-pc42t-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "honeywell",
    model: "PC42t",
    short_description:
      "Simple and affordable Honeywell desktop printer for light-duty barcode labelling.",
    description:
      "The Honeywell PC42t is a compact thermal transfer printer designed for easy use in retail, small warehouses and offices. It supports 300 m ribbons through an adaptor and prints at up to 4 inches per second. Setup is straightforward with a single button and clear status lights.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 104 mm; Interfaces: USB, Ethernet",
    features:
      "Compact and lightweight\nSimple single-button setup\nUSB and Ethernet options\nLow total cost of ownership",
    meta_title: "Honeywell PC42t Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Simple and affordable Honeywell desktop printer for light-duty barcode labelling. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell pc42t, honeywell label printer, honeywell pc42t desktop barcode printer, desktop printers, honeywell desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 21000,
    rating: 4.2,
    reviews: 37,
    created_at: "2026-05-07T11:07:00.000Z",
    updated_at: "2026-05-07T11:07:00.000Z",
  },
  {
    name: "Citizen CL-S521II Desktop Label Printer",
    slug: "citizen-cl-s521ii-desktop-label-printer",
    category: "desktop-printers",
    brand: "citizen",
    model: "CL-S521II",
    short_description:
      "Citizen 4-inch desktop printer with Hi-Lift metal mechanism for demanding desktop use.",
    description:
      "The Citizen CL-S521II uses a metal Hi-Lift mechanism that opens wide for easy media loading and lasts for years of daily printing. It accepts 360 m ribbons and large label rolls. It is well suited to logistics and manufacturing users who want industrial durability on a desk.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 104 mm; Interfaces: USB, RS-232; Ribbon: 360 m",
    features:
      "Metal Hi-Lift mechanism\n360 m ribbon capacity\nWide range of media sensors\nEmulates Zebra and Datamax languages",
    meta_title: "Citizen CL-S521II Desktop Label Printer - Price in India | Desktop Printers",
    meta_description:
      "Citizen 4-inch desktop printer with Hi-Lift metal mechanism for demanding desktop use. 1-year warranty and pan-India support.",
    meta_keywords:
      "citizen cl-s521, citizen label printer, citizen cl-s521ii desktop label printer, desktop printers, citizen desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 26000,
    rating: 4.4,
    reviews: 29,
    created_at: "2026-01-18T20:31:00.000Z",
    updated_at: "2026-01-18T20:31:00.000Z",
  },
  {
    name: "Citizen CL-S621II Desktop Label Printer",
    slug: "citizen-cl-s621ii-desktop-label-printer",
    category: "desktop-printers",
    brand: "citizen",
    model: "CL-S621II",
    short_description:
      "Robust Citizen desktop label printer with 360 m ribbon support and metal mechanism.",
    description:
      "The Citizen CL-S621II is a robust desktop printer for medium to high volume labelling. Its metal frame and Hi-Lift design make loading easy and protect the mechanism. Optional Ethernet and Wi-Fi interfaces are available.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 203 mm/s Print Width 104 mm Memory 16 MB Flash 32 MB SDRAM Interfaces USB RS-232 and optional LAN Ribbon 360 m",
    features:
      "8 ips print speed\nMetal Hi-Lift mechanism\nOptional LAN and Wi-Fi\n360 m ribbon support",
    meta_title: "Citizen CL-S621II Desktop Label Printer - Price in India | Desktop Printers",
    meta_description:
      "Robust Citizen desktop label printer with 360 m ribbon support and metal mechanism. 1-year warranty and pan-India support.",
    meta_keywords:
      "citizen cl-s621, cl s621 price, citizen cl-s621ii desktop label printer, desktop printers, citizen desktop printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 34000,
    rating: 4.5,
    reviews: 22,
    created_at: "2026-04-01T06:55:00.000Z",
    updated_at: "2026-04-01T06:55:00.000Z",
  },
  {
    name: "Argox OS-214 Plus Desktop Barcode Printer",
    slug: "argox-os-214-plus-desktop-barcode-printer",
    category: "desktop-printers",
    brand: "argox",
    model: "OS-214 Plus",
    short_description:
      "Classic Argox desktop barcode printer, now discontinued and supported for service only.",
    description:
      "The Argox OS-214 Plus was a low-cost desktop barcode printer popular with small retailers. The model is discontinued; we continue to stock ribbons, labels and print heads for existing users. Please contact us for a suitable replacement model.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 104 mm; Interfaces: USB, RS-232, Parallel",
    features:
      "Compact desktop design\nThermal transfer and direct thermal\nSpares and service available",
    meta_title: "Argox OS-214 Plus Desktop Barcode Printer - Price in India | Desktop Printers",
    meta_description:
      "Classic Argox desktop barcode printer, now discontinued and supported for service only. 1-year warranty and pan-India support.",
    meta_keywords:
      "argox os 214 plus, argox printer, argox os-214 plus desktop barcode printer, desktop printers, argox desktop printers",
    status: "inactive",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 15000,
    rating: 4.0,
    reviews: 112,
    created_at: "2025-10-31T10:40:00.000Z",
    updated_at: "2025-10-31T10:40:00.000Z",
  },
  {
    name: "GoDex ZX420i Industrial Barcode Printer",
    slug: "godex-zx420i-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "godex",
    model: "ZX420i",
    short_description:
      "Heavy-duty GoDex industrial printer with die-cast frame and 450 m ribbon capacity.",
    description:
      "The GoDex ZX420i is built for round-the-clock printing in factories, warehouses and logistics centres. It has a die-cast aluminium mechanism, a 450 m ribbon capacity and a colour LCD for easy operation. It prints up to 6 inches per second at 203 dpi.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 152 mm/s Print Width 104 mm Print Length 2286 mm Processor 32-bit RISC Memory 128 MB Flash 32 MB SDRAM Interfaces USB 2.0 RS-232 Ethernet USB Host Ribbon 450 m Control Panel 4.3 inch colour touch screen",
    features:
      "Die-cast aluminium frame\n450 m ribbon capacity\nColour touch-screen control panel\nBuilt for 24x7 operation\nOptional cutter and rewinder",
    meta_title: "GoDex ZX420i Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "Heavy-duty GoDex industrial printer with die-cast frame and 450 m ribbon capacity. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex zx420i, industrial barcode printer price, godex zx420i industrial barcode printer, industrial printers, godex industrial printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 58000,
    rating: 4.8,
    reviews: 76,
    created_at: "2026-04-08T10:21:00.000Z",
    updated_at: "2026-04-08T10:21:00.000Z",
  },
  {
    name: "GoDex ZX430i 300 dpi Industrial Barcode Printer",
    slug: "godex-zx430i-300-dpi-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "godex",
    model: "ZX430i",
    short_description:
      "300 dpi industrial printer for high-resolution labels in manufacturing and electronics.",
    description:
      "The GoDex ZX430i offers the durability of the ZX400 series with a 300 dpi print head. It is suitable for product rating plates, electronics labels and high-density 2D barcodes. A 450 m ribbon capacity keeps production lines running longer between changes.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 300 dpi; Print Speed: 4 ips; Print Width: 105.7 mm; Memory: 128 MB Flash, 32 MB SDRAM; Interfaces: USB, RS-232, Ethernet, USB Host; Ribbon: 450 m",
    features: "300 dpi print quality\nDie-cast metal construction\n450 m ribbon\nColour LCD",
    meta_title:
      "GoDex ZX430i 300 dpi Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "300 dpi industrial printer for high-resolution labels in manufacturing and electronics. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex zx430i, 300 dpi industrial printer, godex zx430i 300 dpi industrial barcode printer, industrial printers, godex industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 68000,
    rating: 4.7,
    reviews: 34,
    created_at: "2026-08-23T16:43:00.000Z",
    updated_at: "2026-08-23T16:43:00.000Z",
  },
  {
    name: "GoDex EZ2250i Industrial Barcode Printer",
    slug: "godex-ez2250i-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "godex",
    model: "EZ2250i",
    short_description:
      "Proven GoDex industrial printer for medium to high volume barcode labelling.",
    description:
      "The GoDex EZ2250i is an industrial printer with a metal housing and large media capacity. It has been a dependable workhorse for Indian manufacturing units for many years. It supports 450 m ribbons and 8 inch label rolls.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 104 mm; Interfaces: USB, RS-232, Ethernet; Ribbon: 450 m",
    features: "All-metal housing\n450 m ribbon capacity\n8 inch media roll support\nLCD display",
    meta_title: "GoDex EZ2250i Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "Proven GoDex industrial printer for medium to high volume barcode labelling. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex ez2250i, industrial label printer, godex ez2250i industrial barcode printer, industrial printers, godex industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 72000,
    rating: 4.6,
    reviews: 48,
    created_at: "2025-11-07T20:07:00.000Z",
    updated_at: "2025-11-07T20:07:00.000Z",
  },
  {
    name: "GoDex HD830i 8-inch Wide Industrial Printer",
    slug: "godex-hd830i-8-inch-wide-industrial-printer",
    category: "industrial-printers",
    brand: "godex",
    model: "HD830i",
    short_description:
      "Wide-format 300 dpi industrial printer for carton, drum and pallet labels up to 8 inches wide.",
    description:
      "The GoDex HD830i prints labels up to about 8 inches wide for cartons, chemical drums and pallet identification. Its 300 dpi head produces sharp GHS symbols and large barcodes. The sturdy frame handles long print runs in chemical, logistics and automotive plants.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 300 dpi; Print Speed: 6 ips; Print Width: 216 mm; Interfaces: USB, RS-232, Ethernet; Ribbon: 450 m",
    features:
      "Print width of 216 mm\n300 dpi for GHS and compliance labels\nHeavy-duty metal frame\nLarge ribbon and label capacity",
    meta_title:
      "GoDex HD830i 8-inch Wide Industrial Printer - Price in India | Industrial Printers",
    meta_description:
      "Wide-format 300 dpi industrial printer for carton, drum and pallet labels up to 8 inches wide. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex hd830i, wide format label printer, godex hd830i 8-inch wide industrial printer, industrial printers, godex industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 185000,
    rating: 4.7,
    reviews: 12,
    created_at: "2025-08-12T21:50:00.000Z",
    updated_at: "2025-08-12T21:50:00.000Z",
  },
  {
    name: "TSC MH241 Industrial Barcode Printer",
    slug: "tsc-mh241-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "tsc",
    model: "MH241",
    short_description:
      "TSC MH241 industrial printer with die-cast mechanism and colour LCD for manufacturing lines.",
    description:
      "The TSC MH241 is a modular industrial printer with a die-cast aluminium mechanism and a colour LCD. It prints at up to 14 inches per second and supports 600 m ribbons. Optional modules include a cutter, peeler and RFID encoder.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 14 ips; Print Width: 104 mm; Memory: 512 MB Flash, 256 MB SDRAM; Interfaces: USB, RS-232, Ethernet, USB Host",
    features:
      "Up to 14 ips print speed\n600 m ribbon capacity\nModular options including RFID\nColour LCD",
    meta_title: "TSC MH241 Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "TSC MH241 industrial printer with die-cast mechanism and colour LCD for manufacturing lines. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc mh241, tsc industrial printer, tsc mh241 industrial barcode printer, industrial printers, tsc industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 62000,
    rating: 4.6,
    reviews: 27,
    created_at: "2026-07-11T12:04:00.000Z",
    updated_at: "2026-07-11T12:04:00.000Z",
  },
  {
    name: "TSC ME240 Industrial Barcode Printer",
    slug: "tsc-me240-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "tsc",
    model: "ME240",
    short_description:
      "Entry-level industrial printer from TSC with metal housing and 450 m ribbon capacity.",
    description:
      "The TSC ME240 is an affordable industrial printer for businesses moving up from desktop models. Its metal housing and 450 m ribbon capacity suit warehouses and manufacturing. Ethernet and USB are standard.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 152 mm/s Print Width 104 mm Memory 128 MB Flash 64 MB SDRAM Interfaces USB 2.0 RS-232 Ethernet Ribbon 450 m Control Panel LCD with six buttons",
    features: "Metal housing\n450 m ribbon capacity\nEthernet standard\nValue industrial option",
    meta_title: "TSC ME240 Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "Entry-level industrial printer from TSC with metal housing and 450 m ribbon capacity. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc me240, tsc me 240 price, tsc me240 industrial barcode printer, industrial printers, tsc industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 48000,
    rating: 4.4,
    reviews: 19,
    created_at: "2025-11-29T13:26:00.000Z",
    updated_at: "2025-11-29T13:26:00.000Z",
  },
  {
    name: "Zebra ZT230 Industrial Barcode Printer",
    slug: "zebra-zt230-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "zebra",
    model: "ZT230",
    short_description:
      "Space-saving Zebra industrial printer for manufacturing, warehousing and healthcare.",
    description:
      "The Zebra ZT230 brings industrial reliability to applications with medium label volumes. Its compact footprint fits where space is limited, and the side-loading ribbon path is simple. It supports 450 m ribbons and prints at 6 inches per second.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 104 mm; Interfaces: USB, RS-232, Ethernet; Ribbon: 450 m",
    features:
      "Compact industrial design\nSide-loading media path\n450 m ribbon capacity\nZPL language support",
    meta_title: "Zebra ZT230 Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "Space-saving Zebra industrial printer for manufacturing, warehousing and healthcare. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zt230, zt230 price india, zebra zt230 industrial barcode printer, industrial printers, zebra industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 78000,
    rating: 4.5,
    reviews: 45,
    created_at: "2026-11-11T10:33:00.000Z",
    updated_at: "2026-11-11T10:33:00.000Z",
  },
  {
    name: "Zebra ZT411 Industrial Barcode Printer",
    slug: "zebra-zt411-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "zebra",
    model: "ZT411",
    short_description:
      "High-performance Zebra industrial printer with colour touch display and RFID option.",
    description:
      "The Zebra ZT411 is built for mission-critical labelling in manufacturing and distribution. It has a 4.3 inch colour touch display, fast 14 ips printing and optional RFID encoding. Pricing depends on the resolution and options chosen, so please ask for a quote.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi, 300 dpi, 600 dpi; Print Speed: 14 ips; Print Width: 104 mm; Interfaces: USB, RS-232, Ethernet, Bluetooth 4.1; Ribbon: 450 m",
    features:
      "4.3 inch colour touch display\nUp to 14 ips print speed\nOptional RFID encoding\nAvailable in 203, 300 and 600 dpi\nPrint DNA management suite",
    meta_title: "Zebra ZT411 Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "High-performance Zebra industrial printer with colour touch display and RFID option. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zt411, zt411 price india, zebra zt411 industrial barcode printer, industrial printers, zebra industrial printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: null,
    rating: 4.9,
    reviews: 63,
    created_at: "2025-12-06T12:52:00.000Z",
    updated_at: "2025-12-06T12:52:00.000Z",
  },
  {
    name: "Honeywell PM45 Industrial Printer",
    slug: "honeywell-pm45-industrial-printer",
    category: "industrial-printers",
    brand: "honeywell",
    model: "PM45",
    short_description:
      "Honeywell PM45 industrial printer with touch display for high-volume labelling.",
    description:
      "The Honeywell PM45 is a robust industrial printer with a 4.3 inch touch display and fast print speeds. It supports multiple printer languages, making it easy to replace older printers without changing label formats. Currently available on order.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 305 mm/s Print Width 108 mm Memory 512 MB Flash 256 MB SDRAM Interfaces USB Ethernet RS-232 Control Panel 4.3 inch touch display",
    features:
      "Touch display in 10 languages\nUp to 12 ips\nDrop-in replacement for other brands\nMetal construction",
    meta_title: "Honeywell PM45 Industrial Printer - Price in India | Industrial Printers",
    meta_description:
      "Honeywell PM45 industrial printer with touch display for high-volume labelling. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell pm45, honeywell industrial printer, honeywell pm45 industrial printer, industrial printers, honeywell industrial printers",
    status: "active",
    featured: false,
    in_stock: false,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: null,
    rating: 4.5,
    reviews: 14,
    created_at: "2026-10-06T03:21:00.000Z",
    updated_at: "2026-10-06T03:21:00.000Z",
  },
  {
    name: "Argox iX4-240 Industrial Barcode Printer",
    slug: "argox-ix4-240-industrial-barcode-printer",
    category: "industrial-printers",
    brand: "argox",
    model: "iX4-240",
    short_description: "Argox industrial printer with 450 m ribbon capacity and colour display.",
    description:
      "The Argox iX4-240 is an industrial printer for factories and warehouses that need long print runs at moderate cost. It has a metal chassis, a colour display and 450 m ribbon capacity. USB, serial and Ethernet interfaces are standard.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 10 ips; Print Width: 104 mm; Interfaces: USB, RS-232, Ethernet",
    features: "Metal chassis\nColour display\n450 m ribbon capacity\n10 ips print speed",
    meta_title: "Argox iX4-240 Industrial Barcode Printer - Price in India | Industrial Printers",
    meta_description:
      "Argox industrial printer with 450 m ribbon capacity and colour display. 1-year warranty and pan-India support.",
    meta_keywords:
      "argox ix4-240, argox industrial printer, argox ix4-240 industrial barcode printer, industrial printers, argox industrial printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/industrial-printer.svg",
    pdf: null,
    price: 56000,
    rating: 4.3,
    reviews: 11,
    created_at: "2025-05-25T10:00:00.000Z",
    updated_at: "2025-05-25T10:00:00.000Z",
  },
  {
    name: "GoDex GE300 Thermal Label Printer",
    slug: "godex-ge300-thermal-label-printer",
    category: "thermal-label-printers",
    brand: "godex",
    model: "GE300",
    short_description:
      "Budget GoDex 4-inch thermal label printer for small shops and billing counters.",
    description:
      "The GoDex GE300 is an economical thermal label printer for shops, pharmacies and small offices. It supports both direct thermal and thermal transfer printing with 300 m ribbons. Its simple design keeps maintenance easy.",
    specifications:
      "Print Method: Direct Thermal / Thermal Transfer; Resolution: 203 dpi; Print Speed: 5 ips; Print Width: 108 mm; Interfaces: USB, RS-232, Ethernet",
    features:
      "Affordable price\n300 m ribbon capacity\nDirect thermal and thermal transfer\nCompact size",
    meta_title: "GoDex GE300 Thermal Label Printer - Price in India | Thermal Label Printers",
    meta_description:
      "Budget GoDex 4-inch thermal label printer for small shops and billing counters. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex ge300, thermal label printer price, godex ge300 thermal label printer, thermal label printers, godex thermal label printers",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 13500,
    rating: 4.4,
    reviews: 121,
    created_at: "2025-06-01T19:26:00.000Z",
    updated_at: "2025-06-01T19:26:00.000Z",
  },
  {
    name: "GoDex BP500L Thermal Label Printer",
    slug: "godex-bp500l-thermal-label-printer",
    category: "thermal-label-printers",
    brand: "godex",
    model: "BP500L",
    short_description:
      "GoDex BP500L thermal label printer with large label roll capacity for logistics.",
    description:
      "The GoDex BP500L accepts large label rolls and long ribbons, reducing media changes in dispatch areas. It prints at 203 dpi and up to 5 inches per second. It is often used for courier and warehouse labels.",
    specifications:
      "Print Method Thermal Transfer / Direct Thermal Resolution 203 dpi Print Speed 127 mm/s Print Width 108 mm Memory 8 MB Flash 16 MB SDRAM Interfaces USB 2.0 RS-232 Ethernet Ribbon 300 m",
    features:
      "Large label roll capacity\n5 ips print speed\nEthernet as standard\nEasy to maintain",
    meta_title: "GoDex BP500L Thermal Label Printer - Price in India | Thermal Label Printers",
    meta_description:
      "GoDex BP500L thermal label printer with large label roll capacity for logistics. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex bp500l, label printer logistics, godex bp500l thermal label printer, thermal label printers, godex thermal label printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 16000,
    rating: 4.3,
    reviews: 38,
    created_at: "2026-08-09T05:50:00.000Z",
    updated_at: "2026-08-09T05:50:00.000Z",
  },
  {
    name: "Postek G2000 Thermal Label Printer",
    slug: "postek-g2000-thermal-label-printer",
    category: "thermal-label-printers",
    brand: "postek",
    model: "G2000",
    short_description: "Postek G2000 desktop thermal label printer with 300 m ribbon support.",
    description:
      "The Postek G2000 is a desktop thermal label printer offering good value for retail and light industrial use. It supports both thermal transfer and direct thermal media. Currently available on order.",
    specifications:
      "Print Method: Thermal Transfer / Direct Thermal; Resolution: 203 dpi; Print Speed: 5 ips; Print Width: 108 mm; Interfaces: USB, RS-232",
    features:
      "Good value\n300 m ribbon support\nThermal transfer and direct thermal\nCompact design",
    meta_title: "Postek G2000 Thermal Label Printer - Price in India | Thermal Label Printers",
    meta_description:
      "Postek G2000 desktop thermal label printer with 300 m ribbon support. 1-year warranty and pan-India support.",
    meta_keywords:
      "postek g2000, postek label printer, postek g2000 thermal label printer, thermal label printers, postek thermal label printers",
    status: "active",
    featured: false,
    in_stock: false,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 14500,
    rating: 4.1,
    reviews: 16,
    created_at: "2025-06-23T09:45:00.000Z",
    updated_at: "2025-06-23T09:45:00.000Z",
  },
  {
    name: "TSC DA220 Direct Thermal Label Printer",
    slug: "tsc-da220-direct-thermal-label-printer",
    category: "thermal-label-printers",
    brand: "tsc",
    model: "DA220",
    short_description:
      "TSC DA220 4-inch direct thermal printer for receipts, shipping and food labels.",
    description:
      "The TSC DA220 is a compact direct thermal printer with no ribbon to change. It is ideal for shipping labels, food labels and tickets. Its small footprint suits packing tables and kitchen counters.",
    specifications:
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 6 ips; Print Width: 108 mm; Interfaces: USB, Ethernet",
    features: "No ribbon required\n6 ips print speed\nCompact footprint\nIdeal for shipping labels",
    meta_title: "TSC DA220 Direct Thermal Label Printer - Price in India | Thermal Label Printers",
    meta_description:
      "TSC DA220 4-inch direct thermal printer for receipts, shipping and food labels. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc da220, direct thermal label printer, tsc da220 direct thermal label printer, thermal label printers, tsc thermal label printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/desktop-printer.svg",
    pdf: null,
    price: 12500,
    rating: 4.3,
    reviews: 47,
    created_at: "2026-01-26T06:57:00.000Z",
    updated_at: "2026-01-26T06:57:00.000Z",
  },
  {
    name: "Zebra ZQ320 Mobile Printer",
    slug: "zebra-zq320-mobile-printer",
    category: "mobile-printers",
    brand: "zebra",
    model: "ZQ320",
    short_description: "Rugged 3-inch Zebra mobile printer for receipts and labels on the move.",
    description:
      "The Zebra ZQ320 is a lightweight mobile printer for field sales, delivery and retail staff. It prints receipts and labels up to 3 inches wide and connects over Bluetooth to Android and iOS devices. Currently out of stock; please ask for the expected arrival date.",
    specifications:
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 72 mm; Interfaces: Bluetooth 4.0, USB; Battery: 2-cell Li-ion",
    features:
      "Lightweight and rugged\nBluetooth to phones and tablets\nReceipt and label printing\nBelt clip included",
    meta_title: "Zebra ZQ320 Mobile Printer - Price in India | Mobile Printers",
    meta_description:
      "Rugged 3-inch Zebra mobile printer for receipts and labels on the move. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zq320, mobile printer price, zebra zq320 mobile printer, mobile printers, zebra mobile printers",
    status: "active",
    featured: true,
    in_stock: false,
    image: "/images/products/mobile-printer.svg",
    pdf: null,
    price: 28500,
    rating: 4.6,
    reviews: 39,
    created_at: "2026-06-12T15:19:00.000Z",
    updated_at: "2026-06-12T15:19:00.000Z",
  },
  {
    name: "Zebra ZQ520 Mobile Printer",
    slug: "zebra-zq520-mobile-printer",
    category: "mobile-printers",
    brand: "zebra",
    model: "ZQ520",
    short_description:
      "Premium 4-inch Zebra mobile printer for warehouse, transport and field service.",
    description:
      "The Zebra ZQ520 is a premium rugged mobile printer that survives drops and rain. It prints 4 inch labels and receipts and offers long battery life for full shifts. Ideal for route accounting and yard management.",
    specifications:
      "Print Method Direct Thermal Resolution 203 dpi Print Speed 127 mm/s Print Width 104 mm Memory 512 MB Flash 256 MB SDRAM Interfaces USB Bluetooth 4.0 Wi-Fi Battery 4900 mAh Li-ion",
    features: "IP54 sealing\n4 inch print width\nLong-life battery\nWi-Fi and Bluetooth",
    meta_title: "Zebra ZQ520 Mobile Printer - Price in India | Mobile Printers",
    meta_description:
      "Premium 4-inch Zebra mobile printer for warehouse, transport and field service. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra zq520, rugged mobile printer, zebra zq520 mobile printer, mobile printers, zebra mobile printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/mobile-printer.svg",
    pdf: null,
    price: 58000,
    rating: 4.7,
    reviews: 18,
    created_at: "2025-09-10T20:36:00.000Z",
    updated_at: "2025-09-10T20:36:00.000Z",
  },
  {
    name: "TSC Alpha-3R Mobile Printer",
    slug: "tsc-alpha-3r-mobile-printer",
    category: "mobile-printers",
    brand: "tsc",
    model: "Alpha-3R",
    short_description: "TSC Alpha-3R 3-inch mobile label and receipt printer with Bluetooth.",
    description:
      "The TSC Alpha-3R is a rugged 3 inch mobile printer for labels and receipts. It supports linerless media and offers Bluetooth and optional Wi-Fi. It is widely used in retail price marking and delivery.",
    specifications:
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 4 ips; Print Width: 72 mm; Interfaces: USB, Bluetooth, Wi-Fi; Battery: 2600 mAh Li-ion",
    features: "IP54 rated\nLinerless media support\nBluetooth and Wi-Fi\nLong battery life",
    meta_title: "TSC Alpha-3R Mobile Printer - Price in India | Mobile Printers",
    meta_description:
      "TSC Alpha-3R 3-inch mobile label and receipt printer with Bluetooth. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc alpha 3r, alpha-3r price, tsc alpha-3r mobile printer, mobile printers, tsc mobile printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/mobile-printer.svg",
    pdf: null,
    price: 26000,
    rating: 4.4,
    reviews: 23,
    created_at: "2026-11-18T09:00:00.000Z",
    updated_at: "2026-11-18T09:00:00.000Z",
  },
  {
    name: "GoDex MX30i Mobile Printer",
    slug: "godex-mx30i-mobile-printer",
    category: "mobile-printers",
    brand: "godex",
    model: "MX30i",
    short_description: "Compact GoDex 3-inch mobile printer for on-the-go receipts and labels.",
    description:
      "The GoDex MX30i is a compact mobile printer that clips to a belt for field staff. It prints labels and receipts up to 3 inches wide and pairs over Bluetooth. It is a cost-effective choice for distributors and service engineers.",
    specifications:
      "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 3 ips; Print Width: 72 mm; Interfaces: USB, Bluetooth",
    features: "Belt clip design\nBluetooth pairing\nLabel and receipt printing\nAffordable",
    meta_title: "GoDex MX30i Mobile Printer - Price in India | Mobile Printers",
    meta_description:
      "Compact GoDex 3-inch mobile printer for on-the-go receipts and labels. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex mx30i, godex mobile printer, godex mx30i mobile printer, mobile printers, godex mobile printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/mobile-printer.svg",
    pdf: null,
    price: 19500,
    rating: 4.2,
    reviews: 15,
    created_at: "2026-09-29T01:55:00.000Z",
    updated_at: "2026-09-29T01:55:00.000Z",
  },
  {
    name: "Honeywell RP4e Mobile Printer",
    slug: "honeywell-rp4e-mobile-printer",
    category: "mobile-printers",
    brand: "honeywell",
    model: "RP4e",
    short_description:
      "Honeywell RP4e 4-inch rugged mobile printer for logistics and field service.",
    description:
      "The Honeywell RP4e is a rugged 4 inch mobile printer designed for long shifts in transport and logistics. It withstands drops and dust and supports fast Bluetooth pairing. A large battery supports a full day of printing.",
    specifications:
      "Print Method Direct Thermal Resolution 203 dpi Print Speed 127 mm/s Print Width 104 mm Interfaces USB Bluetooth Wi-Fi Battery 4900 mAh Li-ion",
    features: "Rugged design\n4 inch labels\nFull-shift battery\nQuick Bluetooth pairing",
    meta_title: "Honeywell RP4e Mobile Printer - Price in India | Mobile Printers",
    meta_description:
      "Honeywell RP4e 4-inch rugged mobile printer for logistics and field service. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell rp4e, honeywell mobile printer, honeywell rp4e mobile printer, mobile printers, honeywell mobile printers",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/mobile-printer.svg",
    pdf: null,
    price: 52000,
    rating: 4.4,
    reviews: 9,
    created_at: "2026-06-05T09:52:00.000Z",
    updated_at: "2026-06-05T09:52:00.000Z",
  },
  {
    name: "Honeywell Voyager 1250g Barcode Scanner",
    slug: "honeywell-voyager-1250g-barcode-scanner",
    category: "scanners",
    brand: "honeywell",
    model: "1250g",
    short_description: "Best-selling single-line laser scanner for retail billing counters.",
    description:
      "The Honeywell Voyager 1250g reads 1D barcodes quickly and accurately, even when they are poorly printed. It is the standard scanner for supermarket and pharmacy billing counters across India. It works as a plug-and-play USB keyboard device with all common billing software.",
    specifications:
      "Scan Type: Single-line laser; Scan Rate: 100 scans per second; Interfaces: USB, RS-232, Keyboard wedge; Decode: 1D barcodes; Sealing: IP42",
    features:
      "Plug-and-play USB\nReads damaged and poorly printed barcodes\nWorks with all billing software\nDurable design rated for drops",
    meta_title: "Honeywell Voyager 1250g Barcode Scanner - Price in India | Scanners",
    meta_description:
      "Best-selling single-line laser scanner for retail billing counters. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell 1250g, barcode scanner price, honeywell voyager 1250g barcode scanner, scanners, honeywell scanners",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 5200,
    rating: 4.7,
    reviews: 241,
    created_at: "2025-10-02T14:55:00.000Z",
    updated_at: "2025-10-02T14:55:00.000Z",
  },
  {
    name: "Honeywell Xenon 1950g 2D Barcode Scanner",
    slug: "honeywell-xenon-1950g-2d-barcode-scanner",
    category: "scanners",
    brand: "honeywell",
    model: "1950g",
    short_description:
      "Area-imaging scanner that reads 1D, 2D and QR codes including from mobile screens.",
    description:
      "The Honeywell Xenon 1950g reads 1D and 2D barcodes including QR codes on printed labels and on phone screens. It suits GST invoice QR verification, UPI payments and healthcare wristbands. It is known for fast and accurate decoding.",
    specifications:
      "Scan Type: Area imager; Decode: 1D, PDF417, QR Code, Data Matrix; Interfaces: USB, RS-232; Sealing: IP41",
    features:
      "Reads QR codes on phone screens\n1D and 2D decoding\nFast and aggressive reading\nSuitable for healthcare",
    meta_title: "Honeywell Xenon 1950g 2D Barcode Scanner - Price in India | Scanners",
    meta_description:
      "Area-imaging scanner that reads 1D, 2D and QR codes including from mobile screens. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell xenon 1950g, 2d scanner, honeywell xenon 1950g 2d barcode scanner, scanners, honeywell scanners",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 14500,
    rating: 4.8,
    reviews: 87,
    created_at: "2026-03-17T22:02:00.000Z",
    updated_at: "2026-03-17T22:02:00.000Z",
  },
  {
    name: "Honeywell Granit 1910i Industrial Scanner",
    slug: "honeywell-granit-1910i-industrial-scanner",
    category: "scanners",
    brand: "honeywell",
    model: "1910i",
    short_description: "Ultra-rugged industrial scanner that survives drops onto concrete.",
    description:
      "The Honeywell Granit 1910i is an industrial-grade 2D scanner rated for repeated drops and IP65 sealing. It is used in warehouses, factories and cold storage. Currently on order; please contact us for lead time.",
    specifications:
      "Scan Type: Area imager; Decode: 1D, 2D; Interfaces: USB, RS-232; Sealing: IP65; Drop Rating: 50 drops to concrete from 2 m",
    features:
      "IP65 sealing\nSurvives 2 m drops onto concrete\n1D and 2D decoding\nWorks with gloves",
    meta_title: "Honeywell Granit 1910i Industrial Scanner - Price in India | Scanners",
    meta_description:
      "Ultra-rugged industrial scanner that survives drops onto concrete. 1-year warranty and pan-India support.",
    meta_keywords:
      "honeywell granit 1910i, industrial scanner, honeywell granit 1910i industrial scanner, scanners, honeywell scanners",
    status: "active",
    featured: false,
    in_stock: false,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 31000,
    rating: 4.6,
    reviews: 21,
    created_at: "2026-09-07T07:36:00.000Z",
    updated_at: "2026-09-07T07:36:00.000Z",
  },
  {
    name: "Zebra DS2208 2D Barcode Scanner",
    slug: "zebra-ds2208-2d-barcode-scanner",
    category: "scanners",
    brand: "zebra",
    model: "DS2208",
    short_description:
      "Affordable Zebra 2D imager for retail, reading barcodes from paper and screens.",
    description:
      "The Zebra DS2208 is an easy-to-use 2D handheld imager that reads 1D and 2D codes from paper and mobile screens. It offers omnidirectional scanning so staff do not need to align the barcode. It is popular for retail and hospitality billing.",
    specifications:
      "Scan Type: 2D imager; Decode: 1D, 2D, QR Code; Interfaces: USB, RS-232, Keyboard wedge",
    features: "Omnidirectional scanning\nReads mobile screens\nPlug-and-play\nOptional stand",
    meta_title: "Zebra DS2208 2D Barcode Scanner - Price in India | Scanners",
    meta_description:
      "Affordable Zebra 2D imager for retail, reading barcodes from paper and screens. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra ds2208, 2d scanner price, zebra ds2208 2d barcode scanner, scanners, zebra scanners",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 9800,
    rating: 4.6,
    reviews: 112,
    created_at: "2026-03-10T14:36:00.000Z",
    updated_at: "2026-03-10T14:36:00.000Z",
  },
  {
    name: "Zebra LI4278 Cordless Barcode Scanner",
    slug: "zebra-li4278-cordless-barcode-scanner",
    category: "scanners",
    brand: "zebra",
    model: "LI4278",
    short_description:
      "Cordless 1D linear imager with Bluetooth for freedom of movement at counters and stockrooms.",
    description:
      "The Zebra LI4278 is a cordless linear imager that reads 1D barcodes at long range. Its cradle charges the scanner and stores scanned data when out of range. It is used in retail stockrooms and light warehousing.",
    specifications:
      "Scan Type: Linear imager; Decode: 1D barcodes; Interfaces: USB, Bluetooth; Battery: 2400 mAh Li-ion",
    features:
      "Cordless Bluetooth scanning\nReads damaged barcodes\nBatch mode memory\nCharging cradle included",
    meta_title: "Zebra LI4278 Cordless Barcode Scanner - Price in India | Scanners",
    meta_description:
      "Cordless 1D linear imager with Bluetooth for freedom of movement at counters and stockrooms. 1-year warranty and pan-India support.",
    meta_keywords:
      "zebra li4278, wireless barcode scanner, zebra li4278 cordless barcode scanner, scanners, zebra scanners",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 18500,
    rating: 4.5,
    reviews: 32,
    created_at: "2026-06-19T17:45:00.000Z",
    updated_at: "2026-06-19T17:45:00.000Z",
  },
  {
    name: "GoDex GS550 2D Barcode Scanner",
    slug: "godex-gs550-2d-barcode-scanner",
    category: "scanners",
    brand: "godex",
    model: "GS550",
    short_description: "Affordable GoDex 2D handheld scanner for QR codes and 1D barcodes.",
    description:
      "The GoDex GS550 is a budget-friendly 2D scanner for shops and offices that need QR code reading. It connects over USB and works with common billing software. A stand is available for hands-free use.",
    specifications: "Scan Type: 2D imager; Decode: 1D, QR Code, Data Matrix; Interfaces: USB",
    features: "Reads QR and 1D codes\nUSB plug-and-play\nAffordable\nOptional stand",
    meta_title: "GoDex GS550 2D Barcode Scanner - Price in India | Scanners",
    meta_description:
      "Affordable GoDex 2D handheld scanner for QR codes and 1D barcodes. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex gs550, qr code scanner, godex gs550 2d barcode scanner, scanners, godex scanners",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/scanner.svg",
    pdf: null,
    price: 4800,
    rating: 4.1,
    reviews: 26,
    created_at: "2026-01-11T15:04:00.000Z",
    updated_at: "2026-01-11T15:04:00.000Z",
  },
  {
    name: "Wax Ribbon 110mm x 300m",
    slug: "wax-ribbon-110mm-x-300m",
    category: "ribbons",
    brand: null,
    model: "WX-110300",
    short_description:
      "Standard wax thermal transfer ribbon for paper and chromo labels on 300 m desktop printers.",
    description:
      "This wax ribbon is the most economical choice for printing on paper and chromo labels. It fits GoDex G500, TSC TE244 and similar desktop printers that take 300 m ribbons on a 1 inch core. Ideal for retail price tags, shipping and garment labels. हिंदी में: पेपर लेबल के लिए किफायती वैक्स रिबन, डेस्कटॉप प्रिंटर के लिए।",
    specifications:
      "Wax formulation for paper labels; Available in 110 mm x 300 m dimensions; Printing on chromo and matte paper; Ink side out winding on 1 inch core; Color options black with blue and red on request",
    features:
      "Economical for paper labels\nFits 300 m desktop printers\nSharp black print\nInk side out winding",
    meta_title: "Wax Ribbon 110mm x 300m - Price in India | Ribbons",
    meta_description:
      "Standard wax thermal transfer ribbon for paper and chromo labels on 300 m desktop printers. Pan-India delivery.",
    meta_keywords: "wax ribbon 110x300, barcode ribbon price, wax ribbon 110mm x 300m, ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 380,
    rating: 4.5,
    reviews: 176,
    created_at: "2025-08-27T09:43:00.000Z",
    updated_at: "2025-08-27T09:43:00.000Z",
  },
  {
    name: "Wax-Resin Ribbon 110mm x 300m",
    slug: "wax-resin-ribbon-110mm-x-300m",
    category: "ribbons",
    brand: null,
    model: "WR-110300",
    short_description:
      "Wax-resin ribbon for smudge-resistant printing on chromo, coated paper and synthetic labels.",
    description:
      "Wax-resin ribbons give better scratch and smudge resistance than pure wax. They are a good all-round choice for logistics, FMCG and pharma labels that are handled often. Fits all common 300 m desktop barcode printers.",
    specifications:
      "Wax-resin blend for coated paper and synthetic labels; Available in 110 mm x 300 m dimensions; Smudge and scratch resistant durability; Ribbon required for PP and chromo labels; Color options black",
    features:
      "Smudge and scratch resistant\nWorks on paper and synthetic labels\nFits 300 m desktop printers\nGood for pharma and logistics",
    meta_title: "Wax-Resin Ribbon 110mm x 300m - Price in India | Ribbons",
    meta_description:
      "Wax-resin ribbon for smudge-resistant printing on chromo, coated paper and synthetic labels. Pan-India delivery.",
    meta_keywords: "wax resin ribbon, ribbon 110mm x 300m, wax-resin ribbon 110mm x 300m, ribbons",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 650,
    rating: 4.7,
    reviews: 143,
    created_at: "2026-10-20T13:14:00.000Z",
    updated_at: "2026-10-20T13:14:00.000Z",
  },
  {
    name: "Resin Ribbon 110mm x 300m",
    slug: "resin-ribbon-110mm-x-300m",
    category: "ribbons",
    brand: null,
    model: "RS-110300",
    short_description:
      "Full resin ribbon for polyester and synthetic labels that must resist chemicals and heat.",
    description:
      "Resin ribbons produce highly durable prints on polyester, polyimide and vinyl labels. They resist solvents, oils and high temperatures, making them the right choice for asset tags, electrical rating plates and chemical labels. Use with matching polyester labels for best results.",
    specifications:
      "Full resin formulation; Available in 110 mm x 300 m dimensions; Printing on polyester and synthetic labels; Chemical and heat resistant durability; Color options black and white",
    features:
      "Resists chemicals and solvents\nHigh temperature durability\nFor polyester labels\nSharp small text",
    meta_title: "Resin Ribbon 110mm x 300m - Price in India | Ribbons",
    meta_description:
      "Full resin ribbon for polyester and synthetic labels that must resist chemicals and heat. Pan-India delivery.",
    meta_keywords: "resin ribbon, polyester label ribbon, resin ribbon 110mm x 300m, ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 1450,
    rating: 4.6,
    reviews: 58,
    created_at: "2025-08-20T05:16:00.000Z",
    updated_at: "2025-08-20T05:16:00.000Z",
  },
  {
    name: "Wax Ribbon 60mm x 300m",
    slug: "wax-ribbon-60mm-x-300m",
    category: "ribbons",
    brand: null,
    model: "WX-60300",
    short_description:
      "Narrow wax ribbon for small labels such as 50 x 25 mm retail and jewellery tags.",
    description:
      "Using a narrow ribbon for narrow labels saves ribbon cost on every roll. This 60 mm wax ribbon is sized for 50 mm wide labels on desktop printers. It fits 1 inch cores used by GoDex, TSC and Argox printers.",
    specifications:
      "Wax formulation; Available in 60 mm x 300 m dimensions; Printing on paper labels up to 55 mm wide; Ink side out winding",
    features:
      "Saves ribbon on narrow labels\nFits 1 inch core printers\nEconomical wax formulation",
    meta_title: "Wax Ribbon 60mm x 300m - Price in India | Ribbons",
    meta_description:
      "Narrow wax ribbon for small labels such as 50 x 25 mm retail and jewellery tags. Pan-India delivery.",
    meta_keywords: "60mm ribbon, narrow wax ribbon, wax ribbon 60mm x 300m, ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 220,
    rating: 4.4,
    reviews: 64,
    created_at: "2026-08-01T23:24:00.000Z",
    updated_at: "2026-08-01T23:24:00.000Z",
  },
  {
    name: "Wax-Resin Ribbon 84mm x 450m",
    slug: "wax-resin-ribbon-84mm-x-450m",
    category: "ribbons",
    brand: null,
    model: "WR-84450",
    short_description:
      "Long 450 m wax-resin ribbon for industrial printers labelling 75 mm wide media.",
    description:
      "This 450 m wax-resin ribbon suits industrial and RT-series printers that accept longer ribbons. The 84 mm width matches 75 mm wide labels, reducing waste. The wax-resin blend gives durable print on coated paper and synthetic labels.",
    specifications:
      "Wax-resin blend; Available in 84 mm x 450 m dimensions; Printing for industrial printers; Ribbon required width matches 75 mm labels",
    features: "450 m length for fewer changes\nDurable wax-resin print\nFits industrial printers",
    meta_title: "Wax-Resin Ribbon 84mm x 450m - Price in India | Ribbons",
    meta_description:
      "Long 450 m wax-resin ribbon for industrial printers labelling 75 mm wide media. Pan-India delivery.",
    meta_keywords: "450m ribbon, industrial printer ribbon, wax-resin ribbon 84mm x 450m, ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 720,
    rating: 4.5,
    reviews: 22,
    created_at: "2026-02-24T04:43:00.000Z",
    updated_at: "2026-02-24T04:43:00.000Z",
  },
  {
    name: "Resin Ribbon 110mm x 450m",
    slug: "resin-ribbon-110mm-x-450m",
    category: "ribbons",
    brand: null,
    model: "RS-110450",
    short_description:
      "Industrial-length resin ribbon for polyester labels on ZX, ZT and MH series printers.",
    description:
      "This 450 m resin ribbon is designed for industrial printers printing durable polyester labels. It delivers excellent resistance to abrasion, chemicals and heat. Suitable for automotive and electrical component labelling.",
    specifications:
      "Full resin; Available in 110 mm x 450 m dimensions; Heat and abrasion durability; Printing on polyester and polyimide",
    features:
      "Industrial 450 m length\nExcellent abrasion resistance\nFor polyester and polyimide labels",
    meta_title: "Resin Ribbon 110mm x 450m - Price in India | Ribbons",
    meta_description:
      "Industrial-length resin ribbon for polyester labels on ZX, ZT and MH series printers. Pan-India delivery.",
    meta_keywords: "resin ribbon 450m, resin ribbon 110mm x 450m, ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 2100,
    rating: 4.6,
    reviews: 17,
    created_at: "2026-10-13T05:48:00.000Z",
    updated_at: "2026-10-13T05:48:00.000Z",
  },
  {
    name: "GoDex Original Wax Ribbon 110mm x 300m",
    slug: "godex-original-wax-ribbon-110mm-x-300m",
    category: "ribbons",
    brand: "godex",
    model: "GDX-WX110",
    short_description:
      "Genuine GoDex wax ribbon matched to GoDex print heads for consistent print quality.",
    description:
      "Original GoDex wax ribbon is matched to GoDex print heads for consistent darkness and longer head life. It fits the G500, G530, GE300 and EZ series printers. Recommended for customers who want manufacturer-matched consumables.",
    specifications:
      "Genuine GoDex wax formulation; Available in 110 mm x 300 m dimensions; Printing on paper labels; Color options black",
    features: "Genuine GoDex consumable\nProtects print head life\nConsistent print darkness",
    meta_title: "GoDex Original Wax Ribbon 110mm x 300m - Price in India | Ribbons",
    meta_description:
      "Genuine GoDex wax ribbon matched to GoDex print heads for consistent print quality. Pan-India delivery.",
    meta_keywords:
      "godex ribbon, original godex wax ribbon, godex original wax ribbon 110mm x 300m, ribbons, godex ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 520,
    rating: 4.6,
    reviews: 41,
    created_at: "2025-06-16T03:19:00.000Z",
    updated_at: "2025-06-16T03:19:00.000Z",
  },
  {
    name: "Zebra 2300 Wax Ribbon 110mm x 74m",
    slug: "zebra-2300-wax-ribbon-110mm-x-74m",
    category: "ribbons",
    brand: "zebra",
    model: "02300BK11007",
    short_description:
      "Genuine Zebra 2300 wax ribbon in 74 m length for Zebra ZD and GK desktop printers.",
    description:
      "The Zebra 2300 wax ribbon is the standard ribbon for Zebra desktop printers that take 74 m rolls, such as the ZD220t, ZD230t and GK420t. It prints clear barcodes on paper labels. Sold as a single roll.",
    specifications:
      "Wax ribbon; Available in 110 mm x 74 m dimensions; Printing on paper labels; Ribbon required for Zebra 74 m desktop printers",
    features: "Genuine Zebra 2300 series\n74 m length for ZD series\nGood general purpose quality",
    meta_title: "Zebra 2300 Wax Ribbon 110mm x 74m - Price in India | Ribbons",
    meta_description:
      "Genuine Zebra 2300 wax ribbon in 74 m length for Zebra ZD and GK desktop printers. Pan-India delivery.",
    meta_keywords:
      "zebra 2300 ribbon, zebra ribbon 74m, zebra 2300 wax ribbon 110mm x 74m, ribbons, zebra ribbons",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 290,
    rating: 4.5,
    reviews: 35,
    created_at: "2026-03-03T06:09:00.000Z",
    updated_at: "2026-03-03T06:09:00.000Z",
  },
  {
    name: "Chromo Paper Labels 50 x 25 mm (2 Up)",
    slug: "chromo-paper-labels-50-x-25-mm-2-up",
    category: "labels",
    brand: null,
    model: "CH-5025-2UP",
    short_description:
      "Semi-gloss chromo barcode labels 50 x 25 mm, two across, for retail price tags and product labels.",
    description:
      "These 50 x 25 mm chromo labels are the most common size for retail barcodes and MRP stickers. They are supplied two across on a 1 inch core, ready for GoDex, TSC and Zebra desktop printers. Use with a wax or wax-resin ribbon. हिंदी में: खुदरा बारकोड और एमआरपी स्टिकर के लिए क्रोमो लेबल।",
    specifications:
      "Semi-gloss chromo paper material; Available in 50x25 mm dimensions; Ribbon required: wax; Smudge-proof durability",
    features:
      "Most common retail size\nTwo labels across\nStrong permanent adhesive\nWorks with wax ribbons",
    meta_title: "Chromo Paper Labels 50 x 25 mm (2 Up) - Price in India | Labels",
    meta_description:
      "Semi-gloss chromo barcode labels 50 x 25 mm, two across, for retail price tags and product labels. Pan-India delivery.",
    meta_keywords:
      "chromo labels 50x25, barcode labels price, chromo paper labels 50 x 25 mm (2 up), labels",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 450,
    rating: 4.6,
    reviews: 233,
    created_at: "2026-10-27T16:40:00.000Z",
    updated_at: "2026-10-27T16:40:00.000Z",
  },
  {
    name: "Chromo Paper Labels 100 x 50 mm",
    slug: "chromo-paper-labels-100-x-50-mm",
    category: "labels",
    brand: null,
    model: "CH-10050",
    short_description:
      "Chromo paper labels 100 x 50 mm for cartons, product information and address labels.",
    description:
      "These 100 x 50 mm chromo labels suit carton labels, product details and address labels. They take clear print with wax ribbons on any 4 inch desktop printer. Rolls are wound on a 1 inch core.",
    specifications:
      "Chromo paper material; Available in 100 x 50 mm dimensions; Ribbon required wax or wax-resin; Printing with 4 inch desktop printers",
    features: "Good for cartons\nTakes wax ribbons\nStandard 1 inch core",
    meta_title: "Chromo Paper Labels 100 x 50 mm - Price in India | Labels",
    meta_description:
      "Chromo paper labels 100 x 50 mm for cartons, product information and address labels. Pan-India delivery.",
    meta_keywords: "100x50 labels, chromo labels, chromo paper labels 100 x 50 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 520,
    rating: 4.5,
    reviews: 84,
    created_at: "2025-10-24T07:14:00.000Z",
    updated_at: "2025-10-24T07:14:00.000Z",
  },
  {
    name: "Silver Polyester Labels 50 x 25 mm",
    slug: "silver-polyester-labels-50-x-25-mm",
    category: "labels",
    brand: null,
    model: "PE-SLV-5025",
    short_description:
      "Silver polyester labels for asset tags and rating plates that must last for years.",
    description:
      "Silver polyester labels are durable, tear-proof and resistant to moisture and oils. They are ideal for asset tags, electrical rating plates and equipment serial numbers. Print with a resin ribbon for maximum durability.",
    specifications:
      "Silver polyester material; Available in 50 x 25 mm dimensions; Ribbon required resin; Weather and chemical resistant durability",
    features:
      "Tear-proof and water-resistant\nIdeal for asset tags\nUse with resin ribbon\nLong-lasting adhesive",
    meta_title: "Silver Polyester Labels 50 x 25 mm - Price in India | Labels",
    meta_description:
      "Silver polyester labels for asset tags and rating plates that must last for years. Pan-India delivery.",
    meta_keywords:
      "silver polyester labels, asset tag labels, silver polyester labels 50 x 25 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 1250,
    rating: 4.7,
    reviews: 46,
    created_at: "2025-10-17T01:48:00.000Z",
    updated_at: "2025-10-17T01:48:00.000Z",
  },
  {
    name: "Direct Thermal Shipping Labels 100 x 150 mm",
    slug: "direct-thermal-shipping-labels-100-x-150-mm",
    category: "labels",
    brand: null,
    model: "DT-100150",
    short_description:
      "4 x 6 inch direct thermal labels for e-commerce and courier shipping, no ribbon needed.",
    description:
      "These direct thermal labels are sized for Amazon, Flipkart and courier shipping labels. No ribbon is needed, which keeps dispatch simple and low cost. Each roll holds 500 labels on a 1 inch core.",
    specifications:
      "Direct thermal paper material; Available in 100 x 150 mm dimensions; Printing without ribbon; 500 labels per roll",
    features:
      "No ribbon needed\nStandard 4 x 6 inch size\n500 labels per roll\nStrong adhesive for cartons",
    meta_title: "Direct Thermal Shipping Labels 100 x 150 mm - Price in India | Labels",
    meta_description:
      "4 x 6 inch direct thermal labels for e-commerce and courier shipping, no ribbon needed. Pan-India delivery.",
    meta_keywords:
      "4x6 labels, shipping labels, direct thermal labels, direct thermal shipping labels 100 x 150 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 399,
    rating: 4.6,
    reviews: 187,
    created_at: "2026-07-25T17:57:00.000Z",
    updated_at: "2026-07-25T17:57:00.000Z",
  },
  {
    name: "Direct Thermal Labels 75 x 50 mm",
    slug: "direct-thermal-labels-75-x-50-mm",
    category: "labels",
    brand: null,
    model: "DT-7550",
    short_description:
      "Direct thermal paper labels 75 x 50 mm for weighing scales, food and short-life labels.",
    description:
      "Direct thermal labels are a good fit for weighing scales, food labels and temporary identification. They are not suitable for long-term storage or sunlight exposure. Available in rolls of 1000 labels.",
    specifications:
      "Direct thermal paper material; Available in 75 x 50 mm dimensions; Short-term durability; Printing on weighing scales and desktop printers",
    features: "No ribbon needed\nIdeal for food and weighing labels\n1000 labels per roll",
    meta_title: "Direct Thermal Labels 75 x 50 mm - Price in India | Labels",
    meta_description:
      "Direct thermal paper labels 75 x 50 mm for weighing scales, food and short-life labels. Pan-India delivery.",
    meta_keywords: "75x50 labels, weighing scale labels, direct thermal labels 75 x 50 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 360,
    rating: 4.3,
    reviews: 52,
    created_at: "2025-09-03T13:09:00.000Z",
    updated_at: "2025-09-03T13:09:00.000Z",
  },
  {
    name: "Jewellery Tag Labels 95 x 12 mm",
    slug: "jewellery-tag-labels-95-x-12-mm",
    category: "labels",
    brand: null,
    model: "JW-9512",
    short_description:
      "Dumbbell-shaped jewellery tag labels that fold around rings, chains and bangles.",
    description:
      "These barbell style jewellery labels fold around the item so the barcode and price sit on one side. They are made from tear-resistant synthetic material. Print with a resin or wax-resin ribbon on a 300 dpi printer for best results with small text.",
    specifications:
      "Synthetic tear-resistant material; Available in 95 x 12 mm dimensions; Ribbon required resin or wax-resin; Color options white and yellow",
    features: "Folds around jewellery\nTear-resistant synthetic\nWorks best at 300 dpi",
    meta_title: "Jewellery Tag Labels 95 x 12 mm - Price in India | Labels",
    meta_description:
      "Dumbbell-shaped jewellery tag labels that fold around rings, chains and bangles. Pan-India delivery.",
    meta_keywords: "jewellery tag labels, barbell labels, jewellery tag labels 95 x 12 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 650,
    rating: 4.4,
    reviews: 39,
    created_at: "2026-08-30T21:09:00.000Z",
    updated_at: "2026-08-30T21:09:00.000Z",
  },
  {
    name: "Adhesive Label",
    slug: "adhesive-label",
    category: "labels",
    brand: null,
    model: "ADH-GEN",
    short_description: "General purpose self-adhesive labels in custom sizes, printed or plain.",
    description:
      "We supply self-adhesive labels in any size, shape and material on request, plain or pre-printed. Tell us your printer model, core size and application and we will recommend the right label and adhesive. Bulk pricing is available for monthly orders.",
    specifications:
      "Paper, chromo and synthetic material; Custom dimensions on request; Permanent and removable adhesive durability; Color options plain white and pre-printed",
    features:
      "Custom sizes and shapes\nPlain or pre-printed\nPermanent or removable adhesive\nBulk monthly supply",
    meta_title: "Adhesive Label - Price in India | Labels",
    meta_description:
      "General purpose self-adhesive labels in custom sizes, printed or plain. Pan-India delivery.",
    meta_keywords: "adhesive labels, custom labels, self adhesive stickers, adhesive label, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: null,
    rating: 4.5,
    reviews: 64,
    created_at: "2025-07-07T20:38:00.000Z",
    updated_at: "2025-07-07T20:38:00.000Z",
  },
  {
    name: "White Polyester Labels 38 x 25 mm",
    slug: "white-polyester-labels-38-x-25-mm",
    category: "labels",
    brand: null,
    model: "PE-WHT-3825",
    short_description:
      "White polyester labels for lab samples, electronics and durable barcode tags.",
    description:
      "White polyester labels resist water, oil and abrasion, and keep barcodes readable for years. The 38 x 25 mm size suits electronics, lab samples and tool tags. Print with resin ribbon.",
    specifications:
      "White polyester material; Available in 38 x 25 mm dimensions; Ribbon required resin; Water and oil resistant durability",
    features: "Durable polyester\nCompact size\nUse with resin ribbon",
    meta_title: "White Polyester Labels 38 x 25 mm - Price in India | Labels",
    meta_description:
      "White polyester labels for lab samples, electronics and durable barcode tags. Pan-India delivery.",
    meta_keywords:
      "polyester labels, white polyester labels, white polyester labels 38 x 25 mm, labels",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/label-roll.svg",
    pdf: null,
    price: 980,
    rating: 4.5,
    reviews: 27,
    created_at: "2026-02-16T23:16:00.000Z",
    updated_at: "2026-02-16T23:16:00.000Z",
  },
  {
    name: "Max LetaTwin LM-550A Tube Marking Printer",
    slug: "max-letatwin-lm-550a-tube-marking-printer",
    category: "tube-labeling-system",
    brand: "max",
    model: "LM-550A",
    short_description: "Max LetaTwin tube and ferrule marking printer for electrical panel wiring.",
    description:
      "The Max LetaTwin LM-550A prints directly on PVC tubes, heat-shrink tubes and label tapes for wire identification. It is widely used by control panel builders and electrical contractors. It can be used standalone with its keyboard or connected to a PC.",
    specifications:
      "Print Method: Thermal Transfer; Resolution: 300 dpi; Print Speed: 40 mm/s; Media: PVC tube, Heat-shrink tube, Label tape; Interfaces: USB",
    features:
      "Prints on PVC and heat-shrink tubes\nStandalone keyboard or PC operation\nHalf-cut function for easy peeling\nIdeal for control panels",
    meta_title: "Max LetaTwin LM-550A Tube Marking Printer - Price in India | Tube Labeling System",
    meta_description:
      "Max LetaTwin tube and ferrule marking printer for electrical panel wiring. 1-year warranty and pan-India support.",
    meta_keywords:
      "max letatwin lm-550a, ferrule printer, tube marking printer, max letatwin lm-550a tube marking printer, tube labeling system, max tube labeling system",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/tube-printer.svg",
    pdf: null,
    price: null,
    rating: 4.8,
    reviews: 44,
    created_at: "2025-11-22T06:00:00.000Z",
    updated_at: "2025-11-22T06:00:00.000Z",
  },
  {
    name: "Max LetaTwin LM-390A Tube Marking Printer",
    slug: "max-letatwin-lm-390a-tube-marking-printer",
    category: "tube-labeling-system",
    brand: "max",
    model: "LM-390A",
    short_description:
      "Compact Max LetaTwin printer for tube and label marking in electrical work.",
    description:
      "The Max LetaTwin LM-390A is a compact tube marking printer for electricians and small panel shops. It prints on PVC tubes and label tapes up to 3.2 mm and more. Its keyboard and display allow use without a computer.",
    specifications:
      "Print Method Thermal Transfer Resolution 300 dpi Print Speed 20 mm/s Interfaces USB Control Panel Keyboard with LCD",
    features: "Compact and portable\nStandalone operation\nPrints tubes and tapes\nEasy to learn",
    meta_title: "Max LetaTwin LM-390A Tube Marking Printer - Price in India | Tube Labeling System",
    meta_description:
      "Compact Max LetaTwin printer for tube and label marking in electrical work. 1-year warranty and pan-India support.",
    meta_keywords:
      "max lm-390a, tube printer, max letatwin lm-390a tube marking printer, tube labeling system, max tube labeling system",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/tube-printer.svg",
    pdf: null,
    price: 68000,
    rating: 4.6,
    reviews: 19,
    created_at: "2026-04-15T16:48:00.000Z",
    updated_at: "2026-04-15T16:48:00.000Z",
  },
  {
    name: "Max LM-TU332N PVC Marking Tube 3.2 mm",
    slug: "max-lm-tu332n-pvc-marking-tube-32-mm",
    category: "tube-labeling-system",
    brand: "max",
    model: "LM-TU332N",
    short_description:
      "PVC marking tube 3.2 mm for wire identification with Max LetaTwin printers.",
    description:
      "This PVC tube is designed for Max LetaTwin printers and slides over wires for clear identification. The 3.2 mm inner diameter suits common control panel wire sizes. Supplied in 100 m rolls.",
    specifications:
      "PVC material; Available in 3.2 mm dimensions; Printing with Max LetaTwin printers; Color options white",
    features: "Made for LetaTwin printers\n100 m roll\nClear and durable marking",
    meta_title: "Max LM-TU332N PVC Marking Tube 3.2 mm - Price in India | Tube Labeling System",
    meta_description:
      "PVC marking tube 3.2 mm for wire identification with Max LetaTwin printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "pvc tube 3.2mm, ferrule tube, max lm-tu332n pvc marking tube 3.2 mm, tube labeling system, max tube labeling system",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 1850,
    rating: 4.5,
    reviews: 28,
    created_at: "2025-06-09T00:52:00.000Z",
    updated_at: "2025-06-09T00:52:00.000Z",
  },
  {
    name: "Max LM-IR300B Ink Ribbon Cassette",
    slug: "max-lm-ir300b-ink-ribbon-cassette",
    category: "tube-labeling-system",
    brand: "max",
    model: "LM-IR300B",
    short_description: "Black ink ribbon cassette for Max LetaTwin tube marking printers.",
    description:
      "The LM-IR300B ink ribbon cassette is the genuine consumable for Max LetaTwin printers. It produces sharp black text on tubes and tapes. Each cassette is 300 m long.",
    specifications:
      "Ribbon required for Max LetaTwin printers; Available in 300 m dimensions; Color options black",
    features: "Genuine Max consumable\n300 m length\nSharp black print",
    meta_title: "Max LM-IR300B Ink Ribbon Cassette - Price in India | Tube Labeling System",
    meta_description:
      "Black ink ribbon cassette for Max LetaTwin tube marking printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "max lm-ir300b, letatwin ribbon, max lm-ir300b ink ribbon cassette, tube labeling system, max tube labeling system",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/ribbon.svg",
    pdf: null,
    price: 2400,
    rating: 4.6,
    reviews: 31,
    created_at: "2026-07-18T16:31:00.000Z",
    updated_at: "2026-07-18T16:31:00.000Z",
  },
  {
    name: "GoDex G500 Print Head 203 dpi",
    slug: "godex-g500-print-head-203-dpi",
    category: "godex-printer-head",
    brand: "godex",
    model: "021-G50001-000",
    short_description: "Original GoDex 203 dpi print head for the G500 and EZ1100 Plus series.",
    description:
      "This is an original GoDex replacement print head for the G500, G500U and related models. A worn head causes white lines and faded barcodes; replacing it restores full print quality. Our service team can fit it the same day in our office.",
    specifications:
      "Resolution: 203 dpi; Print Width: 108 mm; Compatible Models: G500, G500U, EZ1100 Plus, EZ120; Type: Original GoDex thermal print head",
    features:
      "Genuine GoDex part\nRestores sharp print quality\nSame-day fitting in our office\nFits G500 and EZ1100 Plus",
    meta_title: "GoDex G500 Print Head 203 dpi - Price in India | Godex Printer Head",
    meta_description:
      "Original GoDex 203 dpi print head for the G500 and EZ1100 Plus series. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex g500 print head, godex printer head price, godex g500 print head 203 dpi, godex printer head, godex godex printer head",
    status: "active",
    featured: true,
    in_stock: true,
    image: "/images/products/print-head.svg",
    pdf: null,
    price: 6500,
    rating: 4.7,
    reviews: 92,
    created_at: "2025-08-05T22:24:00.000Z",
    updated_at: "2025-08-05T22:24:00.000Z",
  },
  {
    name: "GoDex G530 Print Head 300 dpi",
    slug: "godex-g530-print-head-300-dpi",
    category: "godex-printer-head",
    brand: "godex",
    model: "021-G53001-000",
    short_description: "Original GoDex 300 dpi print head for the G530 and EZ1300 Plus printers.",
    description:
      "Original 300 dpi replacement print head for GoDex G530 printers. It restores crisp small text and dense 2D codes. Please check your printer model and serial before ordering.",
    specifications:
      "Resolution: 300 dpi; Print Width: 105.7 mm; Compatible Models: G530, EZ1300 Plus",
    features: "Genuine GoDex part\n300 dpi resolution\nFits G530 and EZ1300 Plus",
    meta_title: "GoDex G530 Print Head 300 dpi - Price in India | Godex Printer Head",
    meta_description:
      "Original GoDex 300 dpi print head for the G530 and EZ1300 Plus printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex g530 print head, godex g530 print head 300 dpi, godex printer head, godex godex printer head",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-head.svg",
    pdf: null,
    price: 9500,
    rating: 4.6,
    reviews: 31,
    created_at: "2026-02-09T19:50:00.000Z",
    updated_at: "2026-02-09T19:50:00.000Z",
  },
  {
    name: "GoDex RT700i Print Head 203 dpi",
    slug: "godex-rt700i-print-head-203-dpi",
    category: "godex-printer-head",
    brand: "godex",
    model: "021-RT7001-000",
    short_description:
      "Replacement 203 dpi print head for GoDex RT700i, RT700 and RT700iW printers.",
    description:
      "Original replacement head for the GoDex RT700 series. The head is easy to change with the quick-release design. We recommend cleaning the head regularly to extend its life.",
    specifications:
      "Resolution: 203 dpi; Print Width: 108 mm; Compatible Models: RT700, RT700i, RT700iW",
    features: "Genuine GoDex part\nQuick-release design\nFits RT700 series",
    meta_title: "GoDex RT700i Print Head 203 dpi - Price in India | Godex Printer Head",
    meta_description:
      "Replacement 203 dpi print head for GoDex RT700i, RT700 and RT700iW printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex rt700i print head, godex rt700i print head 203 dpi, godex printer head, godex godex printer head",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-head.svg",
    pdf: null,
    price: 7200,
    rating: 4.6,
    reviews: 24,
    created_at: "2026-05-29T02:26:00.000Z",
    updated_at: "2026-05-29T02:26:00.000Z",
  },
  {
    name: "GoDex ZX420i Print Head 203 dpi",
    slug: "godex-zx420i-print-head-203-dpi",
    category: "godex-printer-head",
    brand: "godex",
    model: "021-ZX4201-000",
    short_description: "Industrial 203 dpi print head for GoDex ZX420 and ZX420i printers.",
    description:
      "Original GoDex print head for the ZX420 industrial printer range. Built for long life in 24x7 operation. Fitting service is available at our office or on site.",
    specifications: "Resolution: 203 dpi; Print Width: 104 mm; Compatible Models: ZX420, ZX420i",
    features: "Industrial-grade head\nGenuine GoDex part\nOn-site fitting available",
    meta_title: "GoDex ZX420i Print Head 203 dpi - Price in India | Godex Printer Head",
    meta_description:
      "Industrial 203 dpi print head for GoDex ZX420 and ZX420i printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex zx420i print head, godex zx420i print head 203 dpi, godex printer head, godex godex printer head",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-head.svg",
    pdf: null,
    price: 11500,
    rating: 4.5,
    reviews: 13,
    created_at: "2025-07-15T02:04:00.000Z",
    updated_at: "2025-07-15T02:04:00.000Z",
  },
  {
    name: "GoDex EZ2250i Print Head 203 dpi",
    slug: "godex-ez2250i-print-head-203-dpi",
    category: "godex-printer-head",
    brand: "godex",
    model: "021-E22501-000",
    short_description:
      "Replacement 203 dpi print head for GoDex EZ2250i and EZ2200 Plus industrial printers.",
    description:
      "Original print head for the GoDex EZ2250i and EZ2200 Plus. Currently out of stock; contact us for the expected date or a repair option for your existing head.",
    specifications:
      "Resolution: 203 dpi; Print Width: 104 mm; Compatible Models: EZ2250i, EZ2200 Plus",
    features:
      "Genuine GoDex part\nFits EZ2250i and EZ2200 Plus\nFitting available at our service centre",
    meta_title: "GoDex EZ2250i Print Head 203 dpi - Price in India | Godex Printer Head",
    meta_description:
      "Replacement 203 dpi print head for GoDex EZ2250i and EZ2200 Plus industrial printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex ez2250i print head, godex ez2250i print head 203 dpi, godex printer head, godex godex printer head",
    status: "active",
    featured: false,
    in_stock: false,
    image: "/images/products/print-head.svg",
    pdf: null,
    price: 10500,
    rating: 4.4,
    reviews: 8,
    created_at: "2025-12-21T04:45:00.000Z",
    updated_at: "2025-12-21T04:45:00.000Z",
  },
  {
    name: "GoDex G500 Print Mechanism Assembly",
    slug: "godex-g500-print-mechanism-assembly",
    category: "print-mechanism",
    brand: "godex",
    model: "G500-MECH",
    short_description:
      "Complete print mechanism assembly for GoDex G500 series, including platen and sensors.",
    description:
      "This assembly replaces the full print mechanism of the GoDex G500 including the head bracket, platen roller and media sensors. It is the fastest fix for printers with worn gears or damaged frames. Fitted by our engineers on request.",
    specifications:
      "Compatible Models: G500, G530; Includes: Head bracket, Platen roller, Media sensors; Type: Original GoDex assembly",
    features: "Complete assembly\nIncludes platen and sensors\nGenuine GoDex part",
    meta_title: "GoDex G500 Print Mechanism Assembly - Price in India | Print Mechanism",
    meta_description:
      "Complete print mechanism assembly for GoDex G500 series, including platen and sensors. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex g500 mechanism, godex g500 print mechanism assembly, print mechanism, godex print mechanism",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-mechanism.svg",
    pdf: null,
    price: 8900,
    rating: 4.4,
    reviews: 12,
    created_at: "2026-01-04T09:38:00.000Z",
    updated_at: "2026-01-04T09:38:00.000Z",
  },
  {
    name: "TSC TE244 Print Mechanism Assembly",
    slug: "tsc-te244-print-mechanism-assembly",
    category: "print-mechanism",
    brand: "tsc",
    model: "TE244-MECH",
    short_description: "Replacement print mechanism for TSC TE200 series printers.",
    description:
      "Replacement print mechanism for the TSC TE244 and TE200 series. Useful when gears, the platen or the head bracket are damaged. Testing and fitting available at our service centre.",
    specifications:
      "Compatible Models: TE244, TE210, TE200; Includes: Platen roller, Gear set, Head bracket",
    features: "Fits TE200 series\nIncludes gear set\nTested before dispatch",
    meta_title: "TSC TE244 Print Mechanism Assembly - Price in India | Print Mechanism",
    meta_description:
      "Replacement print mechanism for TSC TE200 series printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "tsc te244 mechanism, tsc te244 print mechanism assembly, print mechanism, tsc print mechanism",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-mechanism.svg",
    pdf: null,
    price: 7800,
    rating: 4.3,
    reviews: 9,
    created_at: "2026-07-04T05:38:00.000Z",
    updated_at: "2026-07-04T05:38:00.000Z",
  },
  {
    name: "58 mm Thermal Print Mechanism",
    slug: "58-mm-thermal-print-mechanism",
    category: "print-mechanism",
    brand: null,
    model: "TPM-58",
    short_description:
      "2-inch direct thermal print mechanism for kiosks, POS and embedded receipt printers.",
    description:
      "A compact 58 mm thermal print mechanism for OEMs building kiosks, ticket machines and POS terminals. It offers reliable direct thermal printing with low power use. Bulk quantities available for manufacturers.",
    specifications:
      "Print Method Direct Thermal Resolution 203 dpi Print Speed 90 mm/s Print Width 48 mm Interfaces Parallel head connector",
    features: "Compact 58 mm design\nLow power consumption\nFor kiosks and POS",
    meta_title: "58 mm Thermal Print Mechanism - Price in India | Print Mechanism",
    meta_description:
      "2-inch direct thermal print mechanism for kiosks, POS and embedded receipt printers. Pan-India delivery.",
    meta_keywords: "58mm thermal printer mechanism, 58 mm thermal print mechanism, print mechanism",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-mechanism.svg",
    pdf: null,
    price: 1650,
    rating: 4.1,
    reviews: 6,
    created_at: "2026-03-24T21:28:00.000Z",
    updated_at: "2026-03-24T21:28:00.000Z",
  },
  {
    name: "80 mm Thermal Print Mechanism with Auto Cutter",
    slug: "80-mm-thermal-print-mechanism-with-auto-cutter",
    category: "print-mechanism",
    brand: null,
    model: "TPM-80C",
    short_description:
      "3-inch thermal print mechanism with built-in auto cutter for receipt printers and kiosks.",
    description:
      "This 80 mm thermal print mechanism includes an auto cutter for full or partial cuts. It suits self-service kiosks, queue token machines and billing systems. Contact us for integration support.",
    specifications: null,
    features: "Built-in auto cutter\n80 mm paper width\nSuitable for kiosks",
    meta_title: "80 mm Thermal Print Mechanism with Auto Cutter - Price in India | Print Mechanism",
    meta_description:
      "3-inch thermal print mechanism with built-in auto cutter for receipt printers and kiosks. Pan-India delivery.",
    meta_keywords:
      "80mm print mechanism, auto cutter, 80 mm thermal print mechanism with auto cutter, print mechanism",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/print-mechanism.svg",
    pdf: null,
    price: 3400,
    rating: 4.0,
    reviews: 4,
    created_at: "2026-05-14T11:33:00.000Z",
    updated_at: "2026-05-14T11:33:00.000Z",
  },
  {
    name: "GoDex External Label Rewinder",
    slug: "godex-external-label-rewinder",
    category: "accessories",
    brand: "godex",
    model: "GRW-4",
    short_description: "External label rewinder that neatly rewinds printed labels onto a core.",
    description:
      "The GoDex external rewinder winds printed labels back onto a roll for use on automatic applicators or for neat storage. It works with GoDex and other 4 inch printers. Speed adjusts automatically to the printer.",
    specifications:
      "Compatible Models: G500, RT700i, ZX420i; Max Roll Diameter: 250 mm; Core: 1 inch, 3 inch",
    features: "Works with 4 inch printers\nAdjusts to printer speed\nSupports 1 and 3 inch cores",
    meta_title: "GoDex External Label Rewinder - Price in India | Accessories",
    meta_description:
      "External label rewinder that neatly rewinds printed labels onto a core. 1-year warranty and pan-India support.",
    meta_keywords:
      "label rewinder, godex rewinder, godex external label rewinder, accessories, godex accessories",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 9500,
    rating: 4.4,
    reviews: 18,
    created_at: "2026-11-03T22:07:00.000Z",
    updated_at: "2026-11-03T22:07:00.000Z",
  },
  {
    name: "GoDex Cutter Module for G500 Series",
    slug: "godex-cutter-module-for-g500-series",
    category: "accessories",
    brand: "godex",
    model: "G500-CUT",
    short_description:
      "Guillotine cutter module for GoDex G500 series for cutting tags and continuous media.",
    description:
      "The cutter module attaches to the front of the G500 series and cuts tags or continuous media after printing. It is useful for garment tags and tickets. Installation takes a few minutes.",
    specifications:
      "Compatible Models: G500, G530; Cut Type: Guillotine; Media Thickness: 0.06 to 0.25 mm",
    features: "Cuts tags and continuous media\nQuick installation\nFits G500 and G530",
    meta_title: "GoDex Cutter Module for G500 Series - Price in India | Accessories",
    meta_description:
      "Guillotine cutter module for GoDex G500 series for cutting tags and continuous media. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex cutter module, godex cutter module for g500 series, accessories, godex accessories",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 6500,
    rating: 4.3,
    reviews: 11,
    created_at: "2025-09-18T01:02:00.000Z",
    updated_at: "2025-09-18T01:02:00.000Z",
  },
  {
    name: "GoDex Label Dispenser Module for G500 Series",
    slug: "godex-label-dispenser-module-for-g500-series",
    category: "accessories",
    brand: "godex",
    model: "G500-PEEL",
    short_description: "Peel-and-present label dispenser module for GoDex G500 series printers.",
    description:
      "The dispenser module peels each label from the liner after printing so staff can apply it directly. It speeds up labelling at packing and billing desks. Compatible with the G500 and G530.",
    specifications: "Compatible Models: G500, G530; Type: Peel and present",
    features: "Peels label automatically\nSpeeds up manual labelling\nEasy to fit",
    meta_title: "GoDex Label Dispenser Module for G500 Series - Price in India | Accessories",
    meta_description:
      "Peel-and-present label dispenser module for GoDex G500 series printers. 1-year warranty and pan-India support.",
    meta_keywords:
      "godex label dispenser, label peeler, godex label dispenser module for g500 series, accessories, godex accessories",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 4200,
    rating: 4.2,
    reviews: 7,
    created_at: "2025-12-13T17:19:00.000Z",
    updated_at: "2025-12-13T17:19:00.000Z",
  },
  {
    name: "TSC TE244 Platen Roller",
    slug: "tsc-te244-platen-roller",
    category: "accessories",
    brand: "tsc",
    model: "98-0330011-00LF",
    short_description: "Replacement platen roller for TSC TE200 series printers.",
    description:
      "A worn platen roller causes poor print quality and label slipping. This replacement roller fits the TSC TE244 and TE210. Replacing the platen and cleaning the head together gives the best results.",
    specifications: "Compatible Models: TE244, TE210, TE200",
    features: "Restores label feeding\nFits TE200 series\nEasy to replace",
    meta_title: "TSC TE244 Platen Roller - Price in India | Accessories",
    meta_description:
      "Replacement platen roller for TSC TE200 series printers. 1-year warranty and pan-India support.",
    meta_keywords: "tsc te244 platen roller, accessories, tsc accessories",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 1200,
    rating: 4.4,
    reviews: 21,
    created_at: "2025-07-22T06:31:00.000Z",
    updated_at: "2025-07-22T06:31:00.000Z",
  },
  {
    name: "Print Head Cleaning Pen (Pack of 12)",
    slug: "print-head-cleaning-pen-pack-of-12",
    category: "accessories",
    brand: null,
    model: "CLN-PEN-12",
    short_description: "Isopropyl alcohol cleaning pens for safe cleaning of thermal print heads.",
    description:
      "Regular cleaning removes ribbon residue and dust and extends print head life. These pens contain 99% isopropyl alcohol and are safe for all thermal print heads. Clean the head at every ribbon change.",
    specifications: "",
    features: "99% isopropyl alcohol\nSafe for all print heads\nPack of 12 pens",
    meta_title: "Print Head Cleaning Pen (Pack of 12) - Price in India | Accessories",
    meta_description:
      "Isopropyl alcohol cleaning pens for safe cleaning of thermal print heads. Pan-India delivery.",
    meta_keywords: "print head cleaning pen, print head cleaning pen (pack of 12), accessories",
    status: "active",
    featured: false,
    in_stock: true,
    image: "/images/products/accessory.svg",
    pdf: null,
    price: 850,
    rating: 4.6,
    reviews: 57,
    created_at: "2025-12-28T07:12:00.000Z",
    updated_at: "2025-12-28T07:12:00.000Z",
  },
];

export const demoBlogs: NewBlog[] = [
  {
    slug: "direct-thermal-vs-thermal-transfer-which-label-printer-should-you-buy",
    title: "Direct Thermal vs Thermal Transfer: Which Label Printer Should You Buy?",
    excerpt:
      "Direct thermal printers need no ribbon, thermal transfer printers last longer on the shelf. Here is how to pick the right one for your business.",
    content: `<p>Every week a customer asks us whether they should buy a direct thermal or a thermal transfer printer. Both technologies use a heated print head, but they put the image on the label in different ways, and the right choice depends on how long your labels need to last.</p>
<h2>How direct thermal works</h2>
<p>Direct thermal printers use heat-sensitive paper that turns black where the print head heats it. There is no ribbon to buy or change, so running costs are low and operation is simple. The drawback is that the label darkens over time when exposed to heat, sunlight or friction.</p>
<ul>
<li>Best for courier and e-commerce shipping labels</li>
<li>Good for food labels, weighing scales and tickets</li>
<li>Labels typically stay readable for six months to a year indoors</li>
</ul>
<h2>How thermal transfer works</h2>
<p>Thermal transfer printers melt ink from a ribbon onto the label. The result is a durable, sharp print that can last for years, even on polyester and synthetic labels. You need to buy ribbons, but you gain a much wider choice of label materials.</p>
<ul>
<li>Best for product labels, MRP stickers and asset tags</li>
<li>Required for polyester, PP and other synthetic labels</li>
<li>Resists heat, moisture and handling when paired with the right ribbon</li>
</ul>
<h2>Our recommendation</h2>
<p>If you only print shipping labels, a direct thermal printer such as the GoDex DT4x or TSC DA220 keeps things simple. If you print product labels, garment tags or anything that must survive a warehouse, choose a thermal transfer model such as the GoDex G500 or TSC TE244. Most of these printers can do both, so you can start with direct thermal and add a ribbon later.</p>
<p>Not sure which one fits your workflow? Call our team with a sample of your label and we will suggest the right printer, label and ribbon combination.</p>`,
    category: "Guides",
    author: "Rahul Mehta",
    featured_image: "/images/blog/printers.svg",
    status: "published",
    meta_title: "Direct Thermal vs Thermal Transfer: Which Label Printer Should You Buy?",
    meta_description:
      "Direct thermal printers need no ribbon, thermal transfer printers last longer on the shelf. Here is how to pick the right one for your business.",
    created_at: "2026-01-12T10:30:00.000Z",
    updated_at: "2026-01-12T10:30:00.000Z",
  },
  {
    slug: "wax-wax-resin-or-resin-choosing-the-right-ribbon",
    title: "Wax, Wax-Resin or Resin: Choosing the Right Ribbon",
    excerpt: null,
    content: `Choosing the wrong ribbon is one of the most common reasons for faded barcodes, smudged prints and labels that fail inspection. The ribbon must match both the label material and the conditions the label will face.

Wax ribbons are the most economical and the most widely used. They print well on paper and chromo labels and are perfect for retail price tags, MRP labels, shipping labels and garment tags. Wax prints can smudge if rubbed hard, so they are not suited to labels that are handled often or exposed to oils.

Wax-resin ribbons add resin to the wax, which improves scratch and smudge resistance. They work on coated paper and many synthetic labels such as PP. Pharmaceutical distributors, FMCG companies and logistics operators often choose wax-resin as a good balance between cost and durability.

Resin ribbons give the toughest print. They are designed for polyester, polyimide and vinyl labels and resist solvents, oils and high temperatures. Use resin for asset tags, electrical rating plates, automotive parts and chemical drums. Resin ribbons need higher print head heat, so adjust the darkness setting when you switch.

Size matters as well. Always choose a ribbon slightly wider than your label, and match the length and core size to your printer. Most desktop printers such as the GoDex G500 and TSC TE244 take 300 m ribbons on a 1 inch core, while Zebra ZD series printers take 74 m ribbons. Industrial printers usually take 450 m ribbons. Using a 60 mm ribbon for 50 mm labels instead of a 110 mm ribbon can cut ribbon costs nearly in half.

Finally, check the winding. Most printers use ink side out ribbons, but some older models need ink side in. A simple test is to scratch the ribbon on a label with a fingernail: if a mark appears, that side is the ink side.

If you send us your label sample and printer model, we will recommend the right ribbon and send a trial roll.`,
    category: "Guides",
    author: null,
    featured_image: "/images/blog/ribbons.svg",
    status: "published",
    meta_title: "Wax, Wax-Resin or Resin: Choosing the Right Ribbon",
    meta_description:
      "Choosing the wrong ribbon is one of the most common reasons for faded barcodes, smudged prints and labels that fail inspection. The ribbon must match ",
    created_at: "2026-02-20T09:15:00.000Z",
    updated_at: "2026-02-20T09:15:00.000Z",
  },
  {
    slug: "how-to-clean-a-thermal-print-head-and-how-often",
    title: "How to Clean a Thermal Print Head (and How Often)",
    excerpt:
      "A clean print head prints sharper and lasts much longer. Follow these steps at every ribbon change.",
    content: `<p>The print head is the most expensive wear part in a barcode printer. Dust, adhesive and ribbon residue build up on the heating elements and cause white lines, faded barcodes and eventually burnt-out dots. Regular cleaning is the cheapest way to protect your investment.</p>
<h2>What you need</h2>
<ul>
<li>A print head cleaning pen or lint-free swabs</li>
<li>99% isopropyl alcohol (not household spirit or water)</li>
<li>A soft, lint-free cloth for the platen roller</li>
</ul>
<h2>Step by step</h2>
<ul>
<li>Switch off the printer and unplug it. Let the head cool for a few minutes.</li>
<li>Open the printer and remove the ribbon and labels.</li>
<li>Gently wipe the print head from the centre outwards with the cleaning pen, along the dark line of heating elements.</li>
<li>Clean the platen roller by turning it slowly while wiping with a cloth moistened with alcohol.</li>
<li>Wait until everything is completely dry before reloading media and switching on.</li>
</ul>
<h2>How often should you clean?</h2>
<p>We recommend cleaning the print head at every ribbon change for thermal transfer printers, and after every roll of labels for direct thermal printers. In dusty environments such as warehouses or garment units, clean more often.</p>
<p>Never use sharp objects, sandpaper or metal tools on the head. If white lines remain after cleaning, the head may be damaged and need replacement. Our service centre keeps original GoDex print heads in stock and can replace them the same day.</p>`,
    category: "Maintenance",
    author: "Service Team",
    featured_image: "/images/blog/maintenance.svg",
    status: "published",
    meta_title: "How to Clean a Thermal Print Head (and How Often)",
    meta_description:
      "A clean print head prints sharper and lasts much longer. Follow these steps at every ribbon change.",
    created_at: "2026-04-08T11:00:00.000Z",
    updated_at: "2026-04-08T11:00:00.000Z",
  },
  {
    slug: "printing-barcodes-and-qr-codes-on-gst-invoices",
    title: "Printing Barcodes and QR Codes on GST Invoices",
    excerpt: null,
    content: `Many Indian businesses now print a QR code on their GST invoices, and for e-invoicing taxpayers the signed QR code from the Invoice Registration Portal is mandatory on every B2B invoice.
The signed QR code contains key invoice details such as the supplier and buyer GSTIN, invoice number, date, value and the IRN. Tax officers and buyers can scan it with an app to verify the invoice offline.
The easiest way to print the QR code is to let your billing or ERP software place it on the invoice layout. Most popular accounting software in India already supports this.
If you print invoices on a laser printer, the QR code will usually be clear enough. For thermal receipt printers, make sure the QR code is at least 2.5 cm square and printed at 203 dpi or higher.
Businesses that dispatch goods often also print barcode labels for each carton with the invoice number. A desktop barcode printer such as the GoDex G500 can print these labels from the same data, which makes scanning at the warehouse gate faster.
At the receiving end, a 2D scanner such as the Honeywell Xenon 1950g or Zebra DS2208 can read the invoice QR code from paper or from a phone screen.
Keep the quiet zone around the QR code empty. Logos, borders or text too close to the code make it harder to scan.
Test the printed code with two different scanning apps before you finalise your invoice template.
If you are setting up barcode labels alongside e-invoicing, our team can help you pick the right printer, scanner and labels and configure them with your software.`,
    category: null,
    author: null,
    featured_image: "/images/blog/printers.svg",
    status: "published",
    meta_title: "Printing Barcodes and QR Codes on GST Invoices",
    meta_description:
      "Many Indian businesses now print a QR code on their GST invoices, and for e-invoicing taxpayers the signed QR code from the Invoice Registration Porta",
    created_at: "2026-06-17T08:45:00.000Z",
    updated_at: "2026-06-17T08:45:00.000Z",
  },
  {
    slug: "choosing-label-material-chromo-polyester-or-direct-thermal-paper",
    title: "Choosing Label Material: Chromo, Polyester or Direct Thermal Paper",
    excerpt:
      "The right label material keeps barcodes readable for as long as you need them. A simple guide to the common options.",
    content: `Labels look alike on the roll, but the material decides how long the print lasts, which ribbon you need and where the label can be used.

Chromo paper labels have a semi-gloss coated surface that gives sharp print with a wax ribbon. They are the standard choice for retail barcodes, MRP stickers and product labels. They are affordable and available in every common size, with 50 x 25 mm two across being the most popular.

Direct thermal paper labels need no ribbon. They are ideal for courier and e-commerce shipping labels, weighing scales and food labels. Because the paper reacts to heat and light, these labels are meant for short-term use and should not be stored in sunlight.

Polyester labels are made from a tough film that does not tear and resists water, oil and many chemicals. Silver and white polyester labels are used for asset tags, electrical rating plates and electronic components. Always print polyester with a resin ribbon.

Synthetic PP labels sit between paper and polyester. They are water-resistant and suit cosmetics, beverages and products kept in cold storage. A wax-resin ribbon works well on most PP labels.

Jewellery tags use a thin tear-resistant synthetic in a barbell shape that folds around rings and chains. Print them on a 300 dpi printer for clear small text.

Adhesive is just as important as the face material. Permanent adhesive suits most products, removable adhesive is used on glass and gifts, and freezer-grade adhesive is required for cold storage.

When in doubt, ask for samples. We can supply trial rolls so you can test the labels on your own products before placing a bulk order.`,
    category: "Guides",
    author: "Priya Nair",
    featured_image: "/images/blog/ribbons.svg",
    status: "published",
    meta_title: "Choosing Label Material: Chromo, Polyester or Direct Thermal Paper",
    meta_description:
      "The right label material keeps barcodes readable for as long as you need them. A simple guide to the common options.",
    created_at: "2026-08-05T12:20:00.000Z",
    updated_at: "2026-08-05T12:20:00.000Z",
  },
  {
    slug: "why-hospitals-are-moving-to-barcoded-sample-tubes",
    title: "Why Hospitals Are Moving to Barcoded Sample Tubes",
    excerpt:
      "Barcoded sample tubes reduce mix-ups and speed up lab work. Here is what hospitals and diagnostic labs in India are adopting.",
    content: `<p>Diagnostic labs and hospitals across India are replacing handwritten sample labels with printed barcodes. Handwritten labels are slow to read, easy to misread and a common cause of sample mix-ups.</p>
<h2>What is changing</h2>
<p>Modern laboratory information systems generate a unique barcode for every sample at the collection counter. A small desktop printer prints the label, which is wrapped around the tube before the sample is taken. Analysers in the lab read the barcode automatically and attach results to the right patient.</p>
<ul>
<li>Fewer transcription errors and mislabelled samples</li>
<li>Faster processing as analysers read tubes automatically</li>
<li>Full traceability from collection to report</li>
</ul>
<h2>Choosing the right labels</h2>
<p>Sample tube labels must survive refrigeration, condensation and sometimes alcohol wipes. Polyester or synthetic labels printed with a resin or wax-resin ribbon are recommended. The label must also be narrow enough to leave a window for viewing the sample level.</p>
<p>Printers with 300 dpi resolution, such as the GoDex G530 or TSC TTP-345, produce clear small barcodes that fit on 38 x 25 mm labels. For high-volume collection centres, a printer with an Ethernet port allows several counters to share one printer.</p>
<p>We have helped labs in several cities move to barcoded tubes. Contact us for a demonstration and sample labels.</p>`,
    category: "Industry News",
    author: "Rahul Mehta",
    featured_image: "/images/blog/printers.svg",
    status: "published",
    meta_title: "Why Hospitals Are Moving to Barcoded Sample Tubes",
    meta_description:
      "Barcoded sample tubes reduce mix-ups and speed up lab work. Here is what hospitals and diagnostic labs in India are adopting.",
    created_at: "2026-09-22T10:10:00.000Z",
    updated_at: "2026-09-22T10:10:00.000Z",
  },
  {
    slug: "gs1-barcodes-for-indian-retail-what-suppliers-need-to-know",
    title: "GS1 Barcodes for Indian Retail: What Suppliers Need to Know",
    excerpt:
      "Large retail chains expect GS1 barcodes on every product. A short guide for new suppliers.",
    content: `<p>If you plan to sell through large retail chains or online marketplaces in India, you will be asked for GS1 barcodes on your products. GS1 India issues the company prefix that makes your barcode numbers unique worldwide.</p>
<h2>Getting registered</h2>
<p>Apply to GS1 India for a company prefix. Once registered, you can create EAN-13 numbers for each product variant, such as each size or flavour.</p>
<h2>Printing the barcodes</h2>
<ul>
<li>Print on packaging during manufacture for high volumes</li>
<li>Use chromo labels and a desktop printer for small batches</li>
<li>Keep the barcode at the recommended size and leave a clear quiet zone</li>
</ul>
<h2>Which barcode goes where</h2>
<p>EAN-13 is the standard for consumer products scanned at billing counters. Outer cartons shipped to distribution centres often carry a GS1-128 label with the GTIN, batch number and expiry date, and pallets may need an SSCC label. Pharmaceutical exporters have their own GS1 DataMatrix requirements, so check the rules for your sector before you design your labels.</p>
<p>Do not reuse a barcode number for a different product, even after the old product is discontinued. Retailers link each number to one item in their systems, and a reused number causes wrong prices at billing.</p>
<p>Always verify the printed barcode with a scanner before dispatching stock. Poor print quality can lead to rejection at the retailer's warehouse.</p>
<p>We can help you choose printers, labels and ribbons that produce barcodes meeting retailer requirements.</p>`,
    category: "Industry News",
    author: null,
    featured_image: "/images/blog/printers.svg",
    status: "draft",
    meta_title: "GS1 Barcodes for Indian Retail: What Suppliers Need to Know",
    meta_description:
      "Large retail chains expect GS1 barcodes on every product. A short guide for new suppliers.",
    created_at: "2026-10-30T09:40:00.000Z",
    updated_at: "2026-10-30T09:40:00.000Z",
  },
  {
    slug: "preventive-maintenance-checklist-for-industrial-barcode-printers",
    title: "Preventive Maintenance Checklist for Industrial Barcode Printers",
    excerpt: null,
    content: `Industrial barcode printers often run for two shifts or more every day. A short preventive maintenance routine avoids unplanned downtime and extends the life of the print head and platen roller.

Every ribbon change, clean the print head with a cleaning pen and check that the ribbon is wound evenly without wrinkles. Wrinkles usually mean the ribbon tension or head pressure needs adjusting.

Every week, clean the platen roller and the media path. Blow out dust from the label sensor and the ribbon sensor with compressed air. Check that labels are feeding straight and that the printer calibrates correctly.

Every month, inspect the platen roller for flat spots, cuts or hardening. A worn platen causes light print and label slippage. Check the cutter or peeler module if fitted, and clean any adhesive build-up.

Every quarter, review the print head for missing dots by printing a test pattern. Keep a spare platen roller and, for critical lines, a spare print head on site.

Keep a simple log of ribbon changes, cleaning and parts replaced. It helps our engineers diagnose problems quickly and plan part replacements before failure.

Our annual maintenance contracts include scheduled visits, priority repairs and discounted spares. Contact us to add your printers to a maintenance plan.`,
    category: "Maintenance",
    author: "Service Team",
    featured_image: "/images/blog/maintenance.svg",
    status: "draft",
    meta_title: "Preventive Maintenance Checklist for Industrial Barcode Printers",
    meta_description:
      "Industrial barcode printers often run for two shifts or more every day. A short preventive maintenance routine avoids unplanned downtime and extends t",
    created_at: "2026-11-10T14:00:00.000Z",
    updated_at: "2026-11-10T14:00:00.000Z",
  },
];

export const demoJobs: NewJob[] = [
  {
    slug: "sales-executive-barcode-solutions",
    title: "Sales Executive - Barcode Solutions",
    skills:
      "B2B sales, Barcode printers, Client relationship, MS Excel, Negotiation, Hindi and English",
    responsibilities:
      "Identify and visit prospective business customers in Delhi NCR\nUnderstand customer labelling needs and recommend printers, labels and ribbons\nPrepare quotations and follow up until order closure\nMaintain relationships with existing customers for repeat consumable orders\nUpdate daily sales reports and the customer database",
    status: "active",
    experience_level: "1-3 years",
    location: "Delhi",
    employment_type: "full_time",
    salary_min: 18000,
    salary_max: 30000,
    salary_period: "month",
    created_at: "2026-08-28T10:00:00.000Z",
    updated_at: "2026-08-28T10:00:00.000Z",
  },
  {
    slug: "service-engineer-printer-repair",
    title: "Service Engineer - Printer Repair",
    skills:
      "Printer repair, Electronics troubleshooting, Print head replacement, Customer support, Two-wheeler with licence",
    responsibilities:
      "Diagnose and repair barcode printers, scanners and mobile printers\nReplace print heads, platen rollers and mechanisms\nInstall printers at customer sites and train operators\nProvide remote support by phone and video call\nMaintain service records and spare part usage",
    status: "active",
    experience_level: "2-5 years",
    location: "Delhi",
    employment_type: "full_time",
    salary_min: 22000,
    salary_max: 35000,
    salary_period: "month",
    created_at: "2026-09-15T10:00:00.000Z",
    updated_at: "2026-09-15T10:00:00.000Z",
  },
  {
    slug: "technical-support-executive",
    title: "Technical Support Executive",
    skills: "Windows, Printer drivers, Label design software, Communication, Remote desktop tools",
    responsibilities:
      "Answer customer calls and chats about printer setup and label design\nInstall drivers and configure label software remotely\nGuide customers through calibration and basic troubleshooting\nEscalate hardware faults to the service team\nCreate simple how-to guides for common issues",
    status: "active",
    experience_level: "0-2 years",
    location: "Delhi",
    created_at: "2026-10-06T10:00:00.000Z",
    updated_at: "2026-10-06T10:00:00.000Z",
  },
  {
    slug: "digital-marketing-executive",
    title: "Digital Marketing Executive",
    skills: "SEO, Google Ads, Social media, Content writing, Google Analytics",
    responsibilities:
      "Plan and run search and social media campaigns for our product range\nWrite blog posts and product content with the sales team\nImprove website rankings for printer and label keywords\nTrack leads and report campaign performance every month",
    status: "active",
    experience_level: "1-3 years",
    location: "Delhi",
    created_at: "2026-11-02T10:00:00.000Z",
    updated_at: "2026-11-02T10:00:00.000Z",
  },
  {
    slug: "accounts-assistant",
    title: "Accounts Assistant",
    skills: "Tally, GST returns, Invoicing, MS Excel, Bank reconciliation",
    responsibilities:
      "Prepare GST invoices and e-way bills for dispatches\nRecord purchases, sales and payments in Tally\nReconcile bank statements every week\nAssist with monthly GST return filing\nFollow up on outstanding customer payments",
    status: "inactive",
    experience_level: "2-5 years",
    location: "Delhi",
    created_at: "2026-08-24T10:00:00.000Z",
    updated_at: "2026-08-24T10:00:00.000Z",
  },
];

export const demoDrivers: NewDriver[] = [
  {
    name: "GoDex GoLabel II",
    version: "1.084",
    description:
      "Free label design software for GoDex printers with barcode, text, graphics and database support. Includes the GoDex Windows driver.",
    file: null,
    file_name: null,
    file_size: 48234496,
    download_count: 312,
    created_at: "2026-03-04T10:00:00.000Z",
    updated_at: "2026-03-04T10:00:00.000Z",
  },
  {
    name: "TSC Windows Driver (Seagull)",
    version: "2024.2",
    description:
      "Seagull Scientific Windows printer driver for all TSC desktop, industrial and mobile printers. Supports Windows 10 and 11.",
    file: null,
    file_name: null,
    file_size: 64880640,
    download_count: 187,
    created_at: "2026-05-19T10:00:00.000Z",
    updated_at: "2026-05-19T10:00:00.000Z",
  },
  {
    name: "Zebra ZDesigner Driver",
    version: "10.6.0",
    description:
      "Official ZDesigner Windows driver for Zebra desktop, industrial and mobile printers using ZPL.",
    file: null,
    file_name: null,
    file_size: 93323264,
    download_count: 241,
    created_at: "2026-07-08T10:00:00.000Z",
    updated_at: "2026-07-08T10:00:00.000Z",
  },
  {
    name: "Honeywell Printer Driver (InterDriver)",
    version: "7.6.2",
    description:
      "Windows driver for Honeywell PC42t, PM45 and other Honeywell and Intermec label printers.",
    file: null,
    file_name: null,
    file_size: 38797312,
    download_count: 76,
    created_at: "2026-09-30T10:00:00.000Z",
    updated_at: "2026-09-30T10:00:00.000Z",
  },
];
