import type { SqlDriverAdapterFactory, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";

// Prisma reads the relations of one query (an `include` of several, as every
// product write does) at the same time. Inside an interactive transaction
// they all go to the transaction's one pg client, which queues them itself
// but warns that this is deprecated ("Calling client.query() when the client
// is already executing a query"), and pg 9 will refuse it. Each transaction's
// queries therefore wait here for the one before: the wire order is the one
// pg used anyway, so nothing is slower. Outside transactions each query
// takes its own pooled connection.
export function serialTransactions(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => serialized(await startTransaction(isolationLevel));
      return adapter;
    },
  };
}

export function serialized(tx: Transaction): Transaction {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
  const queryRaw = tx.queryRaw.bind(tx);
  const executeRaw = tx.executeRaw.bind(tx);
  tx.queryRaw = (query: SqlQuery): Promise<SqlResultSet> => inTurn(() => queryRaw(query));
  tx.executeRaw = (query: SqlQuery): Promise<number> => inTurn(() => executeRaw(query));
  return tx;
}
