import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import S3rver from "s3rver";

// s3rver stands in for S3 in development and tests. It does not check
// presigned signatures; the real store does.
const port = Number(process.env.S3RVER_PORT ?? 4569);
const directory = path.resolve(import.meta.dirname, "../../.data/s3");
mkdirSync(directory, { recursive: true });

// The portals upload straight to presigned URLs from the app's origin.
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

const server = new S3rver({
  port,
  address: "127.0.0.1",
  directory,
  silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET ?? "pis-local", configs: [cors] }],
});

function refuse(reason: string): never {
  console.error(`The local object store could not listen on 127.0.0.1:${port}: ${reason}`);
  process.exit(1);
}

// s3rver reports a port it cannot bind as an unhandled 'error' event (a
// crash with a stack trace), not as a rejection of run(): try the port first,
// so a taken one is said in one line and the exit code tells npm start.
await new Promise<void>((resolve) => {
  const probe = net.createServer();
  probe.once("error", (err: NodeJS.ErrnoException) =>
    refuse(err.code === "EADDRINUSE" ? "the port is already in use (set S3RVER_PORT to another port, or S3_ENDPOINT to another store)" : err.message),
  );
  probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
});

try {
  await server.run();
} catch (err) {
  refuse(err instanceof Error ? err.message : String(err));
}
console.log(`object store (s3rver) on http://127.0.0.1:${port}, data in ${directory}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
