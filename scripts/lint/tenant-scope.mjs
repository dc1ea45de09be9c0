// ESLint rules of tenant scoping, for Prisma queries and raw SQL (docs/architecture.md, "Tenant scoping").
// The tenant tables are the models of prisma/schema.prisma with an
// organizationId column, read from the schema so a new table is covered the
// day it is added. tests/architecture/tenant-rule.test.ts proves each fires.
import { readFileSync } from "node:fs";

const schema = readFileSync(new URL("../../prisma/schema.prisma", import.meta.url), "utf8");

const tenantModels = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].filter(([, , body]) => /^\s+organizationId\s/m.test(body));

// Prisma's client names a model's delegate in lower camel case (db.apiKey).
export const tenantDelegates = new Set(tenantModels.map(([, model]) => model[0].toLowerCase() + model.slice(1)));

// Their tables, as @@map names them, and SQL that reads or writes one.
export const tenantTables = new Set(tenantModels.map(([, model, body]) => /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model));
const tenantTableInSql = new RegExp(`\\b(FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?(${[...tenantTables].join("|")})"?(?![\\w"])`, "i");

// The operations that take a where; create and createMany take none.
const FILTERING = new Set([
  "findMany", "findFirst", "findFirstOrThrow", "findUnique", "findUniqueOrThrow",
  "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany",
  "count", "aggregate", "groupBy",
]);

// Domain helpers that build a scope's whole filter on ownedBy: which
// suppliers' products a principal may read (lib/catalog/access-scope.ts), a
// published portal's products and images (lib/portals).
const SCOPING_HELPERS = new Set(["scopeWhere", "portalProductsWhere", "honouredImage"]);

const isOwnedByCall = (node) =>
  node.type === "CallExpression" &&
  ((node.callee.type === "Identifier" && (node.callee.name === "ownedBy" || SCOPING_HELPERS.has(node.callee.name))) ||
    (node.callee.type === "MemberExpression" && node.callee.object.type === "Identifier" && node.callee.object.name === "ownedBy"));

const spreadsOwnedBy = (object) =>
  object.type === "ObjectExpression" && object.properties.some((p) => p.type === "SpreadElement" && isOwnedByCall(p.argument));

// { id, ...ownedBy(p) }, or a compound unique key that holds the
// organisation: { userId_organizationId: { userId, ...ownedBy(p) } }.
const isScoped = (where) =>
  spreadsOwnedBy(where) ||
  (where.type === "ObjectExpression" &&
    where.properties.some((p) => p.type === "Property" && /organizationId/.test(p.key.name ?? "") && spreadsOwnedBy(p.value)));

const propertyNamed = (object, name) =>
  object.properties.find((p) => p.type === "Property" && !p.computed && (p.key.name ?? p.key.value) === name);

// db.product.findMany({ where: { ... } }): the where must spread ownedBy(...)
// or one of its named escapes (ownedBy.organization(id), ...), so no query of
// a tenant table reads or writes without saying whose rows it means.
const whereSpreadsOwnedBy = {
  meta: { type: "problem", schema: [], messages: {
    missing: "A query of the tenant table '{{model}}' needs a where that spreads ...ownedBy(principal) (lib/db/tenant.ts), or a named escape such as ...ownedBy.organization(id).",
  } },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || !FILTERING.has(callee.property.name)) return;
        const delegate = callee.object;
        if (delegate.type !== "MemberExpression" || delegate.computed || !tenantDelegates.has(delegate.property.name)) return;
        const [args] = node.arguments;
        const where = args?.type === "ObjectExpression" ? propertyNamed(args, "where") : undefined;
        if (!where || !isScoped(where.value)) context.report({ node: where ?? node, messageId: "missing", data: { model: delegate.property.name } });
      },
    };
  },
};

// { organizationId: orgId }, { organizationId }, { organizationId: x.organizationId }
// in a where, data, create or update: the organisation comes from ownedBy's
// spread, never written by hand, however it is spelt.
const noInlineOrganization = {
  meta: { type: "problem", schema: [], messages: {
    inline: "Scope tenant rows with ownedBy() from lib/db/tenant.ts, not an inline organizationId.",
  } },
  create(context) {
    return {
      "Property[key.name=/^(where|data|create|update)$/] Property[key.name='organizationId']"(node) {
        context.report({ node, messageId: "inline" });
      },
    };
  },
};

// Raw SQL that names a tenant table is written with tenantSql (lib/db/tenant-sql.ts),
// which refuses a text without its TENANT parameter: a tagged template or a
// string handed to $queryRawUnsafe, $executeRawUnsafe or a pg query().
const isTenantSqlTag = (tag) => {
  const callee = tag.type === "CallExpression" ? tag.callee : tag;
  const base = callee.type === "MemberExpression" ? callee.object : callee;
  return base.type === "Identifier" && base.name === "tenantSql";
};

const textOf = (node) =>
  node.type === "TemplateLiteral" ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(" ") : node.type === "Literal" && typeof node.value === "string" ? node.value : "";

const rawSqlThroughTenantSql = {
  meta: { type: "problem", schema: [], messages: {
    raw: "Raw SQL on the tenant table '{{table}}' goes through tenantSql(principal)`...${TENANT}...` (lib/db/tenant-sql.ts), or a named escape such as tenantSql.anyOrganization.",
  } },
  create(context) {
    const check = (node, text) => {
      const match = tenantTableInSql.exec(text);
      if (match) context.report({ node, messageId: "raw", data: { table: match[2] } });
    };
    return {
      TaggedTemplateExpression(node) {
        if (!isTenantSqlTag(node.tag)) check(node, textOf(node.quasi));
      },
      CallExpression(node) {
        const name = node.callee.type === "MemberExpression" && !node.callee.computed ? node.callee.property.name : null;
        if (!["$queryRawUnsafe", "$executeRawUnsafe", "query"].includes(name) || !node.arguments[0]) return;
        check(node, textOf(node.arguments[0]));
      },
    };
  },
};

const plugin = {
  meta: { name: "tenant" },
  rules: {
    "where-spreads-owned-by": whereSpreadsOwnedBy,
    "no-inline-organization": noInlineOrganization,
    "raw-sql-through-tenant-sql": rawSqlThroughTenantSql,
  },
};
export default plugin;
