// Set when the process is asked to stop: /api/ready answers 503 from then on,
// so the load balancer sends no new requests while in-flight ones finish.
let draining = false;

export function beginDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
