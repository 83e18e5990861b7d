// Run by import-worker-crash.test.ts in a child process (tsx): commits a category and a product,
// then imports a products CSV the way the server's Import does (in a worker thread with its own
// connection), saying when it starts and when the import has committed, and then stays up until
// the test kills it with SIGKILL. With "bulk" it imports the CSV, then applies a bulk price change
// to every product as staff do after the preview, saying when it starts. With "start" it does what
// the next server start does about work a stop cut half-way (recoverTasks), says when that is
// finished, and exits.
import fs from "node:fs";
import { bulkEditInput, planBulkEditSliced } from "~/server/admin/product-bulk-edit.server";
import { db } from "~/server/db.server";
import { applyImportInWorker, recoverTasks, startBulkTask } from "~/server/import/apply.server";
import { listTasks } from "~/server/models/admin-tasks.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";

const [csvPath, mode] = process.argv.slice(2);

const listProductIds = () =>
  (db.sqlite.prepare("SELECT id FROM products ORDER BY id").all() as { id: number }[]).map(
    (r) => r.id,
  );

if (mode === "start") {
  recoverTasks();
  while (listTasks().some((t) => t.status === "running"))
    await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(`recovered: ${JSON.stringify(listTasks().map((t) => [t.status, t.result]))}`);
  process.exit(0);
}

if (mode === "bulk") {
  // The catalogue first (an import), then a bulk change of every product's price, as staff apply
  // it after the preview; the test kills the process while its slices are being written.
  await applyImportInWorker(new Uint8Array(fs.readFileSync(csvPath)), "products");
  const edit = { field: "price", how: "set", amount: "777", round: "rupee" } as const;
  const planned = await planBulkEditSliced(listProductIds(), bulkEditInput.parse(edit));
  console.log("changing");
  await startBulkTask(bulkEditInput.parse(edit), new Map(planned.map((p) => [p.id, p.version])), {
    userId: null,
    username: "crash-test",
  }).settled;
  console.log("changed");
  setInterval(() => undefined, 60_000);
} else {
  await importThenWait();
}

async function importThenWait() {
  createCategory({ name: "before-crash", display_name: "Before Crash" });
  createProduct({
    name: "Committed Before The Import",
    slug: "committed-before-the-import",
    category: "before-crash",
    short_description: "S",
    description: "D",
  });

  console.log("applying");
  const { result } = await applyImportInWorker(
    new Uint8Array(fs.readFileSync(csvPath)),
    "products",
  );
  console.log(`committed ${result.created}`);
  // Up until killed, as a server would be.
  setInterval(() => undefined, 60_000);
}
