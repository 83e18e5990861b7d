// Run by import-worker-crash.test.ts in a child process (tsx): commits a category and a product,
// then imports a products CSV the way the server's Import does (in a worker thread with its own
// connection), saying when it starts and when the import has committed, and then stays up until
// the test kills it with SIGKILL.
import fs from "node:fs";
import { applyImportInWorker } from "~/server/import/apply.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";

const [csvPath] = process.argv.slice(2);

createCategory({ name: "before-crash", display_name: "Before Crash" });
createProduct({
  name: "Committed Before The Import",
  slug: "committed-before-the-import",
  category: "before-crash",
  short_description: "S",
  description: "D",
});

console.log("applying");
const { result } = await applyImportInWorker(new Uint8Array(fs.readFileSync(csvPath)), "products");
console.log(`committed ${result.created}`);
// Up until killed, as a server would be.
setInterval(() => undefined, 60_000);
