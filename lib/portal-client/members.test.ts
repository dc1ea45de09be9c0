import { describe, expect, it } from "vitest";
import type { MemberDocument } from "@/lib/members/documents";
import { ApiError } from "./api-error";
import { isLastOwner, lastOwnerText, refusalText, roleChoices } from "./members";

const member = (name: string, role: MemberDocument["role"]): MemberDocument => ({ userId: name, email: `${name}@x.test`, name, role, createdAt: "2026-01-01T00:00:00Z" });

describe("members page rules", () => {
  it("knows the last owner, and that a second owner lifts the rule", () => {
    const ada = member("Ada", "owner");
    expect(isLastOwner([ada, member("Bo", "admin")], ada)).toBe(true);
    expect(isLastOwner([ada, member("Cy", "owner")], ada)).toBe(false);
    expect(isLastOwner([ada, member("Bo", "admin")], member("Bo", "admin"))).toBe(false);
  });

  it("lets only an owner touch owners", () => {
    expect(roleChoices("owner", "owner")).toEqual(["owner", "admin", "editor", "viewer"]);
    expect(roleChoices("admin", "owner")).toEqual([]);
    expect(roleChoices("admin", "editor")).toEqual(["admin", "editor", "viewer"]);
  });

  it("explains a last-owner refusal in words, and leaves other errors alone", () => {
    const ada = member("Ada", "owner");
    const refused = new ApiError(409, "INVALID_STATE", "The last owner cannot be removed or demoted.", "req-1");
    expect(refusalText(refused, ada)).toBe(lastOwnerText("Ada"));
    expect(lastOwnerText("Ada")).toMatch(/only owner.*make another member an owner first/);
    expect(refusalText(new ApiError(500, "INTERNAL", "x", "req-2"), ada)).toBeNull();
  });
});
