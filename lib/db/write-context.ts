import { AsyncLocalStorage } from "node:async_hooks";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";

// Who is writing and from where, for the product history the database
// records (docs/architecture.md, "Rules in the database"). A request, an
// import or a bulk action runs its work inside a context; every transaction
// started inside it tells PostgreSQL through the transaction-local setting
// "pis.write", which the history triggers read. `op` names one operation: its
// writes to a product, in however many transactions, make one version.
export type WriteSource = "api" | "portal" | "import" | "bulkAction" | "restore" | "system";
export type WriteContext = {
  source: WriteSource;
  actorKind: "user" | "apiKey" | "system";
  actorId: string | null;
  op: string;
  bulkActionId?: string;
};

// One store per process, on globalThis like the database client: Next may
// bundle this module into several chunks, and the client's adapter (made by
// the first) must read the store the route wrapper (in another) writes.
const globalForContext = globalThis as unknown as { pisWriteContext?: AsyncLocalStorage<WriteContext> };
const store = (globalForContext.pisWriteContext ??= new AsyncLocalStorage<WriteContext>());

// Awaited inside the context: a Prisma query is lazy and runs when it is
// awaited, which must happen in here to carry the context.
export function runWithWriteContext<T>(context: WriteContext, run: () => T | PromiseLike<T>): Promise<T> {
  return store.run(context, async () => await run());
}

export function currentWriteContext(): WriteContext | undefined {
  return store.getStore();
}

const SET_CONTEXT = "SELECT set_config('pis.write', $1, true)";
// A statement that writes product history's tables, or one whose deletes
// cascade into them (a category, an asset), as Prisma and our raw SQL spell it.
const HISTORY_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"public"\.)?"?(?:products|product_assets|product_associations|categories|assets)"?(?:\s|\(|$)/i;
const COMMIT: SqlQuery = { sql: "COMMIT", args: [], argTypes: [] };
const ROLLBACK: SqlQuery = { sql: "ROLLBACK", args: [], argTypes: [] };

function setContextQuery(context: WriteContext): SqlQuery {
  return { sql: SET_CONTEXT, args: [JSON.stringify(context)], argTypes: [{ scalarType: "string", arity: "scalar" }] };
}

// Sets the context as a transaction's first statement; a write outside a
// transaction is run in one of its own so that it can carry the context.
export function writeContextAdapter(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter: SqlDriverAdapter = await factory.connect();
      const startTransaction = adapter.startTransaction.bind(adapter);
      const withContext = async (tx: Transaction): Promise<Transaction> => {
        const context = currentWriteContext();
        if (context) await tx.queryRaw(setContextQuery(context));
        return tx;
      };
      adapter.startTransaction = async (isolationLevel) => withContext(await startTransaction(isolationLevel));
      // The adapter's commit() and rollback() only release the connection
      // (Prisma sends COMMIT itself), so this sends them.
      const inOwnTransaction = async <T>(query: SqlQuery, run: (tx: Transaction) => Promise<T>, direct: () => Promise<T>): Promise<T> => {
        if (!currentWriteContext() || !HISTORY_WRITE.test(query.sql)) return direct();
        const tx = await adapter.startTransaction();
        try {
          const result = await run(tx);
          await tx.executeRaw(COMMIT);
          await tx.commit();
          return result;
        } catch (err) {
          await tx.executeRaw(ROLLBACK).catch(() => undefined);
          await tx.rollback();
          throw err;
        }
      };
      const queryRaw = adapter.queryRaw.bind(adapter);
      const executeRaw = adapter.executeRaw.bind(adapter);
      adapter.queryRaw = (query) => inOwnTransaction(query, (tx) => tx.queryRaw(query), () => queryRaw(query));
      adapter.executeRaw = (query) => inOwnTransaction(query, (tx) => tx.executeRaw(query), () => executeRaw(query));
      return adapter;
    },
  };
}
