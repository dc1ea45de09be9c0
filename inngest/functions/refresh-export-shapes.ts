import { inngest } from "../runtime/client";
import { productChanged } from "../../lib/events/definitions";
import { refreshValueShapes } from "../../lib/transfer/exports/value-shapes";

// Keeps the codes, units, currencies and locales an export's header needs
// current as products change, so an export starts writing at once.
export const refreshExportShapes = inngest.createFunction(
  { id: "refresh-export-shapes", triggers: [productChanged] },
  async ({ event, step }) => step.run("refresh-value-shapes", () => refreshValueShapes(event.data.organizationId)),
);
