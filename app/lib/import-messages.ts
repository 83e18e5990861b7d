/**
 * The import screen's fixed texts, shared by the server and the page (which checks the
 * file with JavaScript before posting), so the wording lives once.
 */
const count = (n: number) => n.toLocaleString("en-IN");

export const IMPORT_TEXT = {
  noFile: "Please select a file to import",
  onlyCsv: "Only .csv files can be imported",
  tooLarge:
    "The file is too large: the maximum is 10 MB. Split it into smaller files and import them one by one.",
  unknownError: "Unknown error occurred",
  /** What an import wrote: rows created and changed, and the matching rows it left as they were. */
  success: ({
    created,
    changed,
    unchanged,
  }: {
    created: number;
    changed: number;
    unchanged: number;
  }) =>
    `Imported: ${count(created)} created, ${count(changed)} changed` +
    (unchanged > 0 ? `; ${count(unchanged)} unchanged (already as in the file).` : "."),
  failure: (n: number) => `${n} records failed to import. Check the error details below.`,
  guidance: [
    "Save the file as CSV in UTF-8 (in Excel: 'CSV UTF-8'). Files saved as Windows-1252 are converted.",
    "Maximum file size 10MB, at most 50,000 rows.",
    "Images are uploaded separately: put the image's file name or URL in the image column.",
  ],
} as const;

/** The import's maximum file size (the server enforces it while the upload streams). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** A chosen file name the import accepts (the server checks the content again). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** The import result, plus what the screen shows beside it. */
export interface ImportResult {
  successCount: number;
  errorCount: number;
  totalCount: number;
  errors: string[];
  created: number;
  /** Rows that matched a stored one (changed or not). */
  updated: number;
  /** Of those, the rows the import changed (absent: not told apart, all counted as changed). */
  changed?: number;
  warnings: string[];
  newCategories: string[];
  /** True when the write failed and rolled back: `errors` holds the one reason. */
  failed?: boolean;
  /** The History batch of an applied import (what "Undo this import" reverses). */
  batchId?: number;
}
