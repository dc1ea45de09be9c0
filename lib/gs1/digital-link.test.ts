import { describe, expect, it } from "vitest";
import { digitalLinkUri, parseDigitalLink } from "./digital-link";

const split = (path: string) => path.split("/").filter(Boolean);

describe("GS1 Digital Link paths", () => {
  it("reads the GTIN in its 14-digit form, with lot and serial", () => {
    expect(parseDigitalLink(split("/01/4006381333931"))).toEqual({ gtin: "04006381333931", lot: null, serial: null });
    expect(parseDigitalLink(split("/01/04006381333931"))).toEqual({ gtin: "04006381333931", lot: null, serial: null });
    expect(parseDigitalLink(split("/01/04006381333931/10/LOT-7/21/SN%2F0001"))).toEqual({ gtin: "04006381333931", lot: "LOT-7", serial: "SN/0001" });
    expect(parseDigitalLink(split("/01/96385074/21/ABC"))).toEqual({ gtin: "00000096385074", lot: null, serial: "ABC" });
  });

  it("answers nothing for a wrong check digit, another key, qualifiers out of order or outside GS1's characters", () => {
    for (const path of ["/01/4006381333932", "/00/123", "/01", "/01/04006381333931/21/A/10/B", "/01/04006381333931/10/A/10/B", "/01/04006381333931/22/X", "/01/04006381333931/21/%E2%82%AC", "/01/04006381333931/21/" + "x".repeat(21), "/01/04006381333931/21/%ZZ"]) {
      expect(parseDigitalLink(split(path)), path).toBeNull();
    }
  });

  it("writes the canonical URI", () => {
    expect(digitalLinkUri("https://pim.example/", { gtin: "04006381333931", lot: null, serial: "SN/1" })).toBe("https://pim.example/01/04006381333931/21/SN%2F1");
  });
});
