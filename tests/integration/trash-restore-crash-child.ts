// Run by trash-restore-crash.test.ts in a child process (tsx). "restore": puts a product with a
// picture in the Trash, then restores it and is killed with SIGKILL at the chosen step, the way a
// crash or an OOM kill would stop it. "start": what the next server start does about files.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { db } from "~/server/db.server";
import { deleteEntity } from "~/server/admin/save.server";
import { productManager, restoreTrashItem, startTrashPurge } from "~/server/admin/managers.server";
import { uploadsDir } from "~/server/files/uploads.server";
import { createCategory } from "~/server/models/categories.server";
import { createProduct } from "~/server/models/products.server";
import { listTrash } from "~/server/models/trash.server";

const [mode, killAt] = process.argv.slice(2);
const kill = () => process.kill(process.pid, "SIGKILL");

async function main() {
  if (mode === "start") {
    await startTrashPurge();
    console.log("started");
  } else {
    createCategory({ name: "labels", display_name: "Labels" });
    const image = `${"c".repeat(32)}.png`;
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), image), "png bytes");
    const product = createProduct({
      name: "Crash Label",
      slug: "crash-label",
      category: "labels",
      short_description: "A label",
      description: "A thermal label",
      image,
    });
    await deleteEntity(productManager, product.id, "test");
    const trashId = listTrash()[0].id;
    console.log(`trashed ${trashId}`);

    if (killAt === "before-commit") {
      // Inside the restore's transaction, when the row is put back but not yet committed.
      db.sqlite.function("kill_this_process", () => {
        kill();
        return 0;
      });
      db.sqlite.exec(
        `CREATE TEMP TRIGGER kill_in_restore BEFORE INSERT ON main.products
       BEGIN SELECT kill_this_process(); END`,
      );
    } else if (killAt === "after-commit") {
      // The first file operation on the trash folder after the row is back: the restore's last step.
      const trashed = `${path.sep}.trash${path.sep}`;
      const watch = <T extends (...a: never[]) => unknown>(original: T) =>
        ((...a: Parameters<T>) => {
          if (String(a[0]).includes(trashed)) kill();
          return original(...a);
        }) as unknown as T;
      fsp.rename = watch(fsp.rename);
      fsp.rm = watch(fsp.rm);
      fsp.unlink = watch(fsp.unlink);
    }
    await restoreTrashItem(trashId, "test");
    console.log("restored");
  }
}

void main();
