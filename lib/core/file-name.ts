import { z } from "zod";

// A file name as a client gives it (uploads, imports): kept for display and
// Content-Disposition, so no control characters. Browser-safe.
export const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "No control characters in a file name.");
