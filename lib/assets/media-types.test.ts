import { describe, expect, it } from "vitest";
import { MB, mediaTypeErrors, servedInline, sizeErrors, sizeLimitBytes, uploadValiditySeconds } from "./media-types";

const paths = (mime: string, type: Parameters<typeof mediaTypeErrors>[1]) => mediaTypeErrors(mime, type).map((e) => e.path);

describe("media types", () => {
  it("uses binary megabytes for every limit", () => {
    expect(MB).toBe(1_048_576);
    expect(sizeLimitBytes("image/jpeg")).toBe(20_971_520);
    expect(sizeLimitBytes("image/gif")).toBe(20 * MB);
    expect(sizeLimitBytes("application/pdf")).toBe(50 * MB);
    expect(sizeLimitBytes("video/mp4")).toBe(100 * MB);
    expect(sizeLimitBytes("video/webm")).toBe(100 * MB);
    expect(sizeLimitBytes("video/quicktime")).toBe(100 * MB);
    expect(sizeLimitBytes("text/csv")).toBe(50 * MB);
  });

  it("refuses sizes over the limit and accepts the limit itself", () => {
    expect(sizeErrors("image/png", 20 * MB, "sizeBytes")).toEqual([]);
    expect(sizeErrors("image/png", 20 * MB + 1, "sizeBytes")).toEqual([{ path: "sizeBytes", message: expect.stringContaining("20 MB") }]);
    expect(sizeErrors("application/pdf", 50 * MB + 1, "file")[0]?.path).toBe("file");
    expect(sizeErrors("video/quicktime", 100 * MB, "sizeBytes")).toEqual([]);
  });

  it("makes the asset type agree with the media type", () => {
    for (const mime of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(paths(mime, "image")).toEqual([]);
      expect(paths(mime, "document")).toEqual(["assetType"]);
      expect(paths(mime, "video")).toEqual(["assetType"]);
    }
    for (const mime of ["video/mp4", "video/webm", "video/quicktime"]) {
      expect(paths(mime, "video")).toEqual([]);
      expect(paths(mime, "image")).toEqual(["assetType"]);
      expect(paths(mime, "other")).toEqual(["assetType"]);
    }
    expect(paths("application/pdf", "document")).toEqual([]);
    expect(paths("application/pdf", "certificate")).toEqual([]);
    expect(paths("application/pdf", "other")).toEqual([]);
    expect(paths("application/pdf", "image")).toEqual(["assetType"]);
    expect(paths("application/pdf", "video")).toEqual(["assetType"]);
  });

  it("accepts other types only as document or other, and no other images or videos", () => {
    expect(paths("text/csv", "document")).toEqual([]);
    expect(paths("application/zip", "other")).toEqual([]);
    expect(paths("text/csv", "certificate")).toEqual(["assetType"]);
    expect(paths("text/csv", "image")).toEqual(["assetType"]);
    expect(paths("image/svg+xml", "image")).toEqual(["mimeType"]);
    expect(paths("image/tiff", "other")).toEqual(["mimeType"]);
    expect(paths("video/x-msvideo", "video")).toEqual(["mimeType"]);
  });

  it("gives video uploads an hour and everything else ten minutes", () => {
    expect(uploadValiditySeconds("video/mp4")).toBe(3600);
    expect(uploadValiditySeconds("video/quicktime")).toBe(3600);
    expect(uploadValiditySeconds("image/jpeg")).toBe(600);
    expect(uploadValiditySeconds("application/pdf")).toBe(600);
    expect(uploadValiditySeconds("text/csv")).toBe(600);
  });

  it("serves only known types inline", () => {
    expect(servedInline("image/png")).toBe(true);
    expect(servedInline("video/mp4")).toBe(true);
    expect(servedInline("text/html")).toBe(false);
  });
});
