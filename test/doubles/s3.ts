import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// An S3-compatible store on 127.0.0.1 (s3rver speaks S3's HTTP API), for the STORAGE=s3 mode.

export type S3Double = { endpoint: string; bucket: string; env: Record<string, string>; stop: () => Promise<void> };

export async function startS3Double(bucket = "storefront-test"): Promise<S3Double> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3-double-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "eu-west-2",
      // s3rver checks signatures against these.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
