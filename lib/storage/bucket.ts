import { CreateBucketCommand, HeadBucketCommand, S3ServiceException, type S3Client } from "@aws-sdk/client-s3";

function isStatus(err: unknown, status: number): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === status;
}

// Creates the bucket when it does not exist. Another process may create it
// at the same moment, so "already yours" counts as success.
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
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
}
