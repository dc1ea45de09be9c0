// The floor's SQL: each read is one statement with plain joins, prepared
// once per connection, scoped to the key's organisation.

export const KEY_SQL = `
  SELECT k."organizationId", k."revokedAt", k."expiresAt"
  FROM api_keys k JOIN organizations o ON o.id = k."organizationId"
  WHERE k."keyHash" = $1`;

// Names by primary key and links per row as scalar subqueries: PostgreSQL
// plans them in a fraction of what the same joins cost it to plan (a join
// order search on every call), and each is one index probe.
const DOCUMENT = `
  SELECT p.id, p.sku, p.name, p.description, p.status, p."categoryId",
    (SELECT c.name FROM categories c WHERE c.id = p."categoryId") AS "categoryName",
    (SELECT f.code FROM families f WHERE f.id = p."familyId") AS "familyCode",
    p.kind, p."parentId", p.inherited, p.tags, p.attributes, p.localized, p."organizationId",
    (SELECT o.name FROM organizations o WHERE o.id = p."organizationId") AS "supplierName",
    p."qualityScore", p."createdAt", p."updatedAt",
    (SELECT jsonb_agg(jsonb_build_object('code', t.code, 'productId', a."targetId", 'quantity', a.quantity) ORDER BY t.code, a.position)
     FROM product_associations a
     JOIN association_types t ON t.id = a."typeId"
     JOIN products tp ON tp.id = a."targetId"
     WHERE a."productId" = p.id AND tp."organizationId" = p."organizationId") AS links
  FROM products p`;

// The page size as a literal: with LIMIT $2 PostgreSQL never adopts a
// generic plan and plans every call again.
export const listSql = (take) => `${DOCUMENT} WHERE p."organizationId" = $1 ORDER BY p."createdAt", p.id LIMIT ${Number(take)}`;

export const PRODUCT_SQL = `${DOCUMENT} WHERE p."organizationId" = $1 AND p.id = $2`;

// The two facets from the counts the catalogue's triggers keep.
export const FACETS_SQL = `
  SELECT 'status' AS facet, status AS value, count FROM product_facet_counts
  WHERE "organizationId" = $1 AND field = 'total' AND band = '*' AND status <> '*'
  UNION ALL
  SELECT 'categoryName', c.name, sum(n.count)::int FROM product_facet_counts n JOIN categories c ON c.id = n.value::uuid
  WHERE n."organizationId" = $1 AND n.field = 'categoryId' AND n.status = '*' AND n.band = '*'
  GROUP BY c.name`;
