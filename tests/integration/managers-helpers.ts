// Shared by the managers-* integration tests: the stored uploads and the driver fixture.
import fs from "node:fs";
import path from "node:path";

/** Route handlers are typed by React Router; the tests call them with real Requests. */
export type Handler = (a: never) => unknown;

export const uploadsDir = () => process.env.UPLOADS_DIR!;

/** Whether a stored upload of that name is on disk. */
export const stored = (name: string | null | undefined) =>
  !!name && fs.existsSync(path.join(uploadsDir(), name));

/** A real, tiny .zip (tests/fixtures/managers-driver.zip). */
export const zipBytes = fs.readFileSync(path.resolve("tests/fixtures/managers-driver.zip"));

export const zipFile = (name = "driver.zip") =>
  new File([new Uint8Array(zipBytes)], name, { type: "application/zip" });
