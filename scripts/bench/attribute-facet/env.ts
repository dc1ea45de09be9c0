// Its own database, so it never shares one with another bench; set before
// ../env.ts reads it.
process.env.BENCH_DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/pis_bench_attribute_facet";
export {};
