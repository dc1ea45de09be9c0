import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3ServiceException, type S3Client } from "@aws-sdk/client-s3";

function isStatus(err: unknown, status: number): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === status;
}

// Creates the bucket when it does not exist, with CORS rules that let the
// portals (served from appOrigin) PUT to presigned URLs and read the results.
// An existing bucket is left as its operator configured it. Another process
// may create it at the same moment, so "already yours" counts as success.
export async function ensureBucket(client: S3Client, bucket: string, appOrigin: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (err) {
    if (!isStatus(err, 404)) throw err;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (err) {
    if (err instanceof S3ServiceException && err.name === "BucketAlreadyOwnedByYou") return;
    throw err;
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [appOrigin], AllowedMethods: ["GET", "HEAD", "PUT"], AllowedHeaders: ["*"], ExposeHeaders: ["ETag"], MaxAgeSeconds: 3000 }],
      },
    }),
  );
}
