import { describe, expect, it } from "vitest";
import { plainErrorsByInput, plainMessage } from "./plain-messages";

describe("plain validation messages", () => {
  it("words zod's texts for the product's own fields", () => {
    expect(plainMessage("sku", "Too small: expected string to have >=1 characters")).toBe("Enter a SKU.");
    expect(plainMessage("sku", "No whitespace in a SKU.")).toBe("A SKU cannot contain spaces.");
    expect(plainMessage("sku", "Too big: expected string to have <=100 characters")).toBe("Use at most 100 characters for a SKU.");
    expect(plainMessage("name", "Invalid input: expected string, received undefined")).toBe("Enter a name.");
    expect(plainMessage("description", "Too big: expected string to have <=20000 characters")).toBe("Use at most 20,000 characters for a description.");
    expect(plainMessage("tags", "Too big: expected string to have <=100 characters")).toBe("A tag has at most 100 characters.");
    expect(plainMessage("tags", "Too big: expected array to have <=50 items")).toBe("Use at most 50 tags.");
    expect(plainMessage("categoryId", "Invalid UUID")).toBe("Choose a category from the list.");
    expect(plainMessage("status", 'Invalid option: expected one of "draft"|"active"|"archived"')).toBe("Choose a status from the list.");
  });

  it("words them for any other input without naming it", () => {
    expect(plainMessage("attributes.weight", "Invalid input: expected number, received string")).toBe("Enter a number.");
    expect(plainMessage("localized.de.name", "Too small: expected string to have >=1 characters")).toBe("Enter a value.");
    expect(plainMessage("attributes.bad key", "Invalid key in record")).toMatch(/^An attribute code has 1 to 100 letters/);
  });

  it("keeps a message that is already in words", () => {
    expect(plainMessage("attributes.gtin", "Must match the pattern ^[0-9]{13}$.")).toBe("Must match the pattern ^[0-9]{13}$.");
    expect(plainMessage("sku", "Another product has the SKU A-1: choose another.")).toBe("Another product has the SKU A-1: choose another.");
  });

  it("tells an empty input to be filled before what its text may not hold", () => {
    const details = [
      { path: "sku", message: "No whitespace in a SKU." },
      { path: "sku", message: "Too small: expected string to have >=1 characters" },
      { path: "tags.3", message: "Too big: expected string to have <=100 characters" },
      { path: "tags.4", message: "Too big: expected string to have <=100 characters" },
    ];
    expect(plainErrorsByInput(details, (path) => path.split(".")[0]!)).toEqual({ sku: "Enter a SKU.", tags: "A tag has at most 100 characters." });
  });
});
