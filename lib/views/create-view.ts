import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertMayWriteViews } from "./access";
import { checkViewQuery } from "./check-view-query";
import type { ViewDocument } from "./documents";
import type { CreateViewBody } from "./schemas";
import { serializeView } from "./serialize-view";

// POST /views. A user's view is theirs; an API key has no user to keep a
// private view for, so it makes shared views owned by nobody.
export async function createView(principal: Principal, body: CreateViewBody): Promise<ViewDocument> {
  assertMayWriteViews(principal);
  if (principal.type === "apiKey" && !body.shared) {
    throw validationFailed([{ path: "shared", message: "An API key has no user to keep a private view for; send shared: true." }]);
  }
  await checkViewQuery(principal, body.query);
  const view = await db.savedView.create({
    data: {
      ...ownedBy(principal),
      ownerId: principal.type === "user" ? principal.userId : null,
      name: body.name,
      shared: body.shared,
      query: body.query,
      columns: body.columns,
      sort: body.sort,
    },
  });
  return serializeView(view, null);
}
