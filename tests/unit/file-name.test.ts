import { describe, expect, it } from "vitest";
import { safeFileName } from "~/lib/file-name";

describe("safeFileName", () => {
  it("keeps an ordinary driver name as it is", () => {
    expect(safeFileName("GoDEX_Driver-2024.1 (x64).zip")).toBe("GoDEX_Driver-2024.1 (x64).zip");
  });

  it("keeps only the last path part, from either kind of slash", () => {
    expect(safeFileName("C:\\Users\\me\\setup.exe")).toBe("setup.exe");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
  });

  it("replaces quotes, semicolons, control characters and non-ASCII letters", () => {
    expect(safeFileName('a"b;c\r\nd.msi')).toBe("a_b_c_d.msi");
    expect(safeFileName("pilote-été.dmg")).toBe("pilote-ete.dmg");
    expect(safeFileName("驱动.zip")).toBe("_.zip");
  });

  it("drops leading dots and falls back when nothing usable is left", () => {
    expect(safeFileName(".hidden.zip")).toBe("hidden.zip");
    expect(safeFileName("")).toBe("download");
    expect(safeFileName(null, "driver")).toBe("driver");
    expect(safeFileName("???")).toBe("download");
  });

  it("cuts long names at 150 characters and keeps the extension", () => {
    const cut = safeFileName(`${"x".repeat(300)}.zip`);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith(".zip")).toBe(true);
  });
});
