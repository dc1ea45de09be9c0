import { ApiError } from "./api-error";
import { plainMessage } from "./plain-messages";

// Why an upload failed, in words a person can act on, and the request id
// to quote when the API refused it (the object store's refusals have none).
export type UploadFailure = { message: string; requestId: string | null };

const MB = 1_048_576;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, "")} MB`;

const REWORDS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^(\d+) bytes is over the (\d+(?:\.\d+)?) MB limit for (.+)\.$/, (m) => `The file is too large: ${megabytes(Number(m[1]))}, and ${m[3]} files may be at most ${m[2]} MB.`],
  [/^The file's content is not (.+)\.$/, (m) => `The file's content is not ${m[1]}: it may be damaged, or its name ends in the wrong extension.`],
  [/^The uploaded file is empty\.$/, () => "The file is empty."],
  [/^Images must be (.+)\.$/, (m) => `This type of image is not accepted: use ${m[1]!.replace(/image\//g, "").toUpperCase().replace(/ OR /g, " or ")}.`],
  [/^Videos must be (.+)\.$/, (m) => `This type of video is not accepted: use ${m[1]!.replace(/video\//g, "").toUpperCase().replace(/ OR /g, " or ")}.`],
];

// One message of the API's (or of the same rules checked in the browser)
// in plain words; a message not recognised is kept.
export function plainUploadMessage(path: string, message: string): string {
  for (const [pattern, reword] of REWORDS) {
    const m = message.match(pattern);
    if (m) return reword(m);
  }
  if (path === "filename") return `File name: ${plainMessage(path, message)}`;
  return plainMessage(path, message);
}

// A failed upload whose asset could not be deleted afterwards.
export class UploadNotDiscarded extends Error {
  constructor(readonly upload: unknown) {
    super("Its entry could not be removed from the library: delete it there.", { cause: upload });
    this.name = "UploadNotDiscarded";
  }
}

export function uploadFailureOf(err: unknown): UploadFailure {
  if (err instanceof UploadNotDiscarded) {
    const first = uploadFailureOf(err.upload);
    return { ...first, message: `${first.message} ${err.message}` };
  }
  if (!(err instanceof ApiError)) return { message: err instanceof Error ? err.message : "The upload failed.", requestId: null };
  const detail = err.details[0];
  return { message: detail ? plainUploadMessage(detail.path, detail.message) : err.message, requestId: err.requestId };
}
