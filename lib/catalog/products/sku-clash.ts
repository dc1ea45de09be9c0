import { AppError } from "../../core/errors";

type PrismaClash = { name?: string; code?: string; meta?: unknown };

// PostgreSQL's unique clash on the organisation's SKUs as Prisma reports it
// (its meta names the constraint's fields); a variant's axis values have a
// unique constraint of their own, which is not this.
const isSkuClash = (err: unknown) => {
  const e = err as PrismaClash;
  return typeof err === "object" && err !== null && e.name === "PrismaClientKnownRequestError" && e.code === "P2002" && /sku/i.test(JSON.stringify(e.meta ?? {}));
};

// A taken SKU is a 409 that names the SKU and the field, so a form can show
// it at its input.
export async function namingSkuClash<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sku === undefined || !isSkuClash(err)) throw err;
    const message = `A product with SKU ${sku} already exists.`;
    throw new AppError("CONFLICT", message, [{ path: "sku", message: `Another product has the SKU ${sku}: choose another.` }]);
  }
}
