// Run by import-atomicity.test.ts in a child process (tsx): commits a category and a product, then
// imports a products CSV and is killed with SIGKILL in the middle of the import's transaction, the
// way a crash, an OOM kill or a pulled plug would stop it.
import fs from "node:fs";
import { db } from "~/server/db.server";
import { applyImport, prepareImport } from "~/server/import/import.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";

const [csvPath, killAtSlug] = process.argv.slice(2);

createCategory({ name: "before-crash", display_name: "Before Crash" });
createProduct({
  name: "Committed Before The Import",
  slug: "committed-before-the-import",
  category: "before-crash",
  short_description: "S",
  description: "D",
});

// A SQL function that kills this process, and a trigger on this connection only (TEMP) that calls
// it when the import reaches the chosen row: nothing in the importer knows about it.
db.sqlite.function("kill_this_process", () => {
  process.kill(process.pid, "SIGKILL");
  return 0;
});
db.sqlite.exec(
  `CREATE TEMP TRIGGER kill_midway BEFORE INSERT ON main.products
   WHEN new.slug = '${killAtSlug.replace(/'/g, "''")}'
   BEGIN SELECT kill_this_process(); END`,
);
applyImport(prepareImport(new Uint8Array(fs.readFileSync(csvPath)), "products"));
console.log("the import finished: the kill did not happen");
