import { describe, expect, it } from "vitest";
import { keyFacts } from "~/lib/key-facts";

describe("keyFacts", () => {
  it("picks resolution, print width, speed and interfaces of a printer", () => {
    expect(
      keyFacts(
        "Print Method: Direct Thermal; Resolution: 203 dpi; Print Speed: 5 ips (127 mm/s); Print Width: 108 mm; Memory: 8 MB Flash; Interfaces: USB, RS-232, Ethernet",
      ),
    ).toEqual([
      { label: "Resolution", value: "203 dpi" },
      { label: "Print width", value: "108 mm" },
      { label: "Speed", value: "5 ips (127 mm/s)" },
      { label: "Interfaces", value: "USB, RS-232, Ethernet" },
    ]);
  });

  it("reads the keyword run written without colons", () => {
    const facts = keyFacts(
      "Print Method Direct Thermal / Thermal Transfer Resolution 203 dpi Print Speed 76 mm/s Print Width 104 mm Memory 4 MB Flash Interfaces USB 2.0 and RS-232 Ribbon 300 m",
    );
    expect(facts.map((f) => f.label)).toEqual(["Resolution", "Print width", "Speed", "Interfaces"]);
    expect(facts[0].value).toBe("203 dpi");
  });

  it("gives a ribbon its type and size", () => {
    expect(
      keyFacts(
        "Wax-resin blend for coated paper; Available in 110 mm x 300 m dimensions; Smudge resistant durability",
      ),
    ).toEqual([
      { label: "Type", value: "Wax-resin" },
      { label: "Size", value: "110 mm x 300 m" },
    ]);
  });

  it("gives a label its size, material and ribbon", () => {
    expect(
      keyFacts(
        "Silver polyester material; Available in 50 x 25 mm dimensions; Ribbon required resin; Weather resistant durability",
      ),
    ).toEqual([
      { label: "Size", value: "50 x 25 mm" },
      { label: "Material", value: "Silver polyester" },
      { label: "Ribbon", value: "resin" },
    ]);
  });

  it("cuts long values and shows nothing for no specifications", () => {
    expect(
      keyFacts("Interfaces: USB, RS-232, Ethernet, Bluetooth 4.1, Wi-Fi")[0].value,
    ).toHaveLength(28);
    expect(keyFacts(null)).toEqual([]);
    expect(keyFacts("")).toEqual([]);
  });
});
