import { validationFailed } from "../http/errors";
import { destinationProblem } from "./destination-policy";
import type { Destination } from "./schemas";

export async function assertDestinationAllowed(destination: Destination | undefined): Promise<void> {
  if (destination?.type !== "http") return;
  const problem = await destinationProblem(destination.url);
  if (problem) throw validationFailed([{ path: "destination.url", message: problem }]);
}
