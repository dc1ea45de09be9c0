import { assertUrlAllowed } from "../outbound/destination-policy";
import type { Destination } from "./schemas";

export async function assertDestinationAllowed(destination: Destination | undefined): Promise<void> {
  if (destination?.type !== "http") return;
  await assertUrlAllowed(destination.url, "destination.url");
}
