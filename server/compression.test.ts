import { describe, expect, it } from "vitest";
import { acceptsGzip, isCompressible } from "./compression";

describe("acceptsGzip", () => {
  it.each([
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["x-gzip", true],
    ["*", true],
    ["gzip;q=0", false],
    ["*, gzip;q=0", false],
    ["*;q=0", false],
    ["deflate, br", false],
    ["identity", false],
    ["", false],
  ])("%j -> %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("is false without the header", () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("isCompressible", () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it("compresses JSON, text, CSV and problem+json", () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "text/csv", "text/plain", "application/problem+json"]) {
      expect(isCompressible(headers({ "content-type": type }))).toBe(true);
    }
  });

  it("leaves binary bodies, encoded bodies and no-transform alone", () => {
    expect(isCompressible(headers({ "content-type": "application/pdf" }))).toBe(false);
    expect(isCompressible(headers({ "content-type": "image/png" }))).toBe(false);
    expect(isCompressible(headers({}))).toBe(false);
    expect(isCompressible(headers({ "content-type": "application/json", "content-encoding": "gzip" }))).toBe(false);
    expect(isCompressible(headers({ "content-type": "application/json", "cache-control": "private, no-transform" }))).toBe(false);
  });
});
