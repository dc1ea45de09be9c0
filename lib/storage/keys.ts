// Object keys are minted here from ids the server made; nothing a client
// sends becomes part of a key except a sanitised copy of the file name, kept
// so that a bucket listing stays readable.

const MAX_NAME = 100;

export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-MAX_NAME);
  return cleaned || "file";
}

// Where the client's PUT lands. Confirm copies a checked object out of here,
// so a second PUT to a still-valid URL can never replace an accepted file.
// One top-level prefix lets a single lifecycle rule expire abandoned uploads.
export function uploadKey(organizationId: string, assetId: string, filename: string): string {
  return `uploads/${organizationId}/${assetId}/${safeFilename(filename)}`;
}

// Everything stored for an asset lives under one prefix, so deleting the
// asset removes its renditions too.
export function assetPrefix(organizationId: string, assetId: string): string {
  return `orgs/${organizationId}/assets/${assetId}/`;
}

export function assetKey(organizationId: string, assetId: string, filename: string): string {
  return `${assetPrefix(organizationId, assetId)}original/${safeFilename(filename)}`;
}

// A fresh key per render: a slower render of an older version can never
// overwrite the object a newer one already points at.
export function renditionKey(organizationId: string, assetId: string, presetId: string, opsVersion: number, nonce: string, extension: string): string {
  return `${assetPrefix(organizationId, assetId)}renditions/${presetId}/v${opsVersion}-${nonce}.${extension}`;
}

// Where an import's file is PUT; start copies it to importKey, so a second
// PUT to the still-valid URL cannot change a file being imported.
export function importUploadKey(organizationId: string, importId: string, filename: string): string {
  return `uploads/${organizationId}/imports/${importId}/${safeFilename(filename)}`;
}

// An import's file as started and its error report, and an export's file:
// one prefix each, under server-made ids.
export function importKey(organizationId: string, importId: string, filename: string): string {
  return `orgs/${organizationId}/imports/${importId}/file/${safeFilename(filename)}`;
}

export function importReportKey(organizationId: string, importId: string): string {
  return `orgs/${organizationId}/imports/${importId}/errors.csv`;
}

export function exportKey(organizationId: string, exportId: string, extension: string): string {
  return `orgs/${organizationId}/exports/${exportId}/products.${extension}`;
}
