import "server-only";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { objectStore } from "./client";

export const DOWNLOAD_URL_SECONDS = 300;

export type PresignedUpload = { url: string; headers: Record<string, string>; expiresAt: Date };

// A PUT straight to the store. Content-Type is signed, so the client must
// send exactly the headers returned with the URL.
export async function presignUpload(key: string, contentType: string, expiresInSeconds: number): Promise<PresignedUpload> {
  const { client, bucket } = await objectStore();
  const issuedAt = Date.now();
  const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
    expiresIn: expiresInSeconds,
  });
  return { url, headers: { "Content-Type": contentType }, expiresAt: new Date(issuedAt + expiresInSeconds * 1000) };
}

export type DownloadOptions = { contentType: string; attachmentName?: string };

// A short-lived GET. The response type is forced to the declared one (what
// was stored is whatever the uploader sent), and files the service does not
// know are served as attachments so a browser never renders them from the
// store's origin.
export async function presignDownload(key: string, options: DownloadOptions): Promise<string> {
  const { client, bucket } = await objectStore();
  const disposition = options.attachmentName
    ? `attachment; filename*=UTF-8''${encodeURIComponent(options.attachmentName)}`
    : "inline";
  return getSignedUrl(
    client,
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: options.contentType, ResponseContentDisposition: disposition }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
}
