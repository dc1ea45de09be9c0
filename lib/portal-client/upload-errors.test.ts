import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { plainUploadMessage, uploadFailureOf, UploadNotDiscarded } from "./upload-errors";

describe("upload failures in words", () => {
  it("rewords the media rules' messages", () => {
    expect(plainUploadMessage("file", "26214400 bytes is over the 20 MB limit for image/png.")).toBe("The file is too large: 25 MB, and image/png files may be at most 20 MB.");
    expect(plainUploadMessage("file", "The file's content is not image/png.")).toBe("The file's content is not image/png: it may be damaged, or its name ends in the wrong extension.");
    expect(plainUploadMessage("mimeType", "Images must be image/jpeg, image/png, image/webp or image/gif.")).toBe("This type of image is not accepted: use JPEG, PNG, WEBP or GIF.");
    expect(plainUploadMessage("filename", "Too big: expected string to have <=255 characters")).toBe("File name: Use at most 255 characters.");
    expect(plainUploadMessage("file", "Something new.")).toBe("Something new.");
  });

  it("gives the API's field message with its request id, not the generic one", () => {
    const refused = new ApiError(422, "VALIDATION_FAILED", "The request is not valid.", "req-1", [{ path: "file", message: "The uploaded file is empty." }]);
    expect(uploadFailureOf(refused)).toEqual({ message: "The file is empty.", requestId: "req-1" });
    const plain = new ApiError(409, "INVALID_STATE", "Ask for a new upload URL.", "req-2");
    expect(uploadFailureOf(plain)).toEqual({ message: "Ask for a new upload URL.", requestId: "req-2" });
    expect(uploadFailureOf(new Error("The object store refused the upload (403)."))).toEqual({ message: "The object store refused the upload (403).", requestId: null });
    expect(uploadFailureOf(new UploadNotDiscarded(refused))).toEqual({ message: "The file is empty. Its entry could not be removed from the library: delete it there.", requestId: "req-1" });
  });
});
