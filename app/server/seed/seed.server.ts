import { eq } from "drizzle-orm";
import type { DB } from "../db.server";
import type { ZodType } from "zod";
import { appMeta, products } from "../db/schema";
import { productInput } from "../entities/product.server";
import { createBlog } from "../models/blogs.server";
import { createBrand } from "../models/brands.server";
import { createCategory } from "../models/categories.server";
import { createDriver } from "../models/drivers.server";
import { createJob } from "../models/jobs.server";
import { createProduct } from "../models/products.server";
import { seedTradeSynonyms } from "../models/search-synonyms.server";
import { blogInput } from "../entities/blog.server";
import { brandInput } from "../entities/brand.server";
import { categoryInput } from "../entities/category.server";
import { driverInput } from "../entities/driver.server";
import { jobInput } from "../entities/job.server";
import {
  demoBlogs,
  demoBrands,
  demoCategories,
  demoDrivers,
  demoJobs,
  demoProducts,
  demoTaxByCategory,
} from "./demo-data.server";
import { demoFitFactsOf, seedDemoFits } from "./demo-fits.server";
import { seedDemoTickets } from "../service/tickets-demo.server";
import { seedDemoAmc } from "../service/amc-demo.server";
import { pictureFamily, storeDemoPicture } from "./demo-pictures.server";

const SEEDED = "demo_seeded_at";

/**
 * Seeds the demo catalogue once in the life of a database: the mark stays after staff delete the
 * demo rows, so a restart never brings them back. Returns whether it seeded.
 */
export function seedDemoCatalogue(db: DB): boolean {
  return db.sqlite
    .transaction(() => {
      if (db.select().from(appMeta).where(eq(appMeta.key, SEEDED)).get()) {
        // Words added to the trade's list since this database was seeded (once per list version).
        seedTradeSynonyms();
        return false;
      }
      const hasData = db.select({ id: products.id }).from(products).limit(1).get();
      if (!hasData) {
        // Every demo row meets the rules staff meet (the entity's zod schema) and is written by its
        // model, like a save from the admin: the demo cannot hold what a form would refuse.
        const valid = <T>(schema: ZodType, row: T, what: string): T => {
          const checked = schema.safeParse(row);
          if (!checked.success)
            throw new Error(`Demo ${what} is invalid: ${checked.error.issues[0].message}`);
          return row;
        };
        for (const c of demoCategories)
          createCategory(valid(categoryInput, c, `category ${c.name}`));
        const brandId = new Map(
          demoBrands.map((b) => [b.name, createBrand(valid(brandInput, b, `brand ${b.name}`)).id]),
        );
        const brandName = new Map(demoBrands.map((b) => [b.name, b.display_name]));
        for (const { brand, ...p } of demoProducts) {
          const brand_id = brand ? (brandId.get(brand) ?? null) : null;
          const tax = demoTaxByCategory[p.category] ?? {};
          // Until staff upload photos, each product shows a drawing of its own family and brand.
          const image = storeDemoPicture({
            family: pictureFamily(p.category, p.name),
            brand: (brand && brandName.get(brand)) || "",
            model: p.model ?? "",
            name: p.name,
          });
          createProduct(
            valid(
              productInput,
              { ...tax, ...p, ...demoFitFactsOf(p.slug), brand_id, image },
              `product ${p.slug}`,
            ),
          );
        }
        // Which demo supplies fit which demo printers.
        seedDemoFits();
        for (const b of demoBlogs) createBlog(valid(blogInput, b, `blog ${b.slug}`));
        for (const j of demoJobs) createJob(valid(jobInput, j, `job ${j.slug}`));
        for (const d of demoDrivers) createDriver(valid(driverInput, d, `driver ${d.name}`));
        // Service tickets in every status, so the service desk shows something.
        seedDemoTickets();
        // Two maintenance contracts, one of them due for renewal.
        seedDemoAmc();
      }
      // The trade's words (TTR, barcode gun, sticker...) help any catalogue, demo or not.
      seedTradeSynonyms();
      db.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() }).run();
      return !hasData;
    })
    .immediate();
}
