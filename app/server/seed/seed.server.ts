import { eq } from "drizzle-orm";
import type { DB } from "../db.server";
import { appMeta, blogs, brands, categories, drivers, jobs, products } from "../db/schema";
import {
  demoBlogs,
  demoBrands,
  demoCategories,
  demoDrivers,
  demoJobs,
  demoProducts,
} from "./demo-data.server";

const SEEDED = "demo_seeded_at";

/**
 * Seeds the demo catalogue once in the life of a database: the mark stays after staff delete the
 * demo rows, so a restart never brings them back. Returns whether it seeded.
 */
export function seedDemoCatalogue(db: DB): boolean {
  return db.sqlite
    .transaction(() => {
      if (db.select().from(appMeta).where(eq(appMeta.key, SEEDED)).get()) return false;
      const hasData = db.select({ id: products.id }).from(products).limit(1).get();
      if (!hasData) {
        db.insert(categories).values(demoCategories).run();
        const brandRows = db.insert(brands).values(demoBrands).returning().all();
        const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
        db.insert(products)
          .values(
            demoProducts.map(({ brand, ...p }) => ({
              ...p,
              brand_id: brand ? (brandId.get(brand) ?? null) : null,
            })),
          )
          .run();
        db.insert(blogs).values(demoBlogs).run();
        db.insert(jobs).values(demoJobs).run();
        db.insert(drivers).values(demoDrivers).run();
      }
      db.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() }).run();
      return !hasData;
    })
    .immediate();
}
