/** s3rver ships no types: the part of its API the tests use (src/test/s3-test-server.ts). */
declare module 's3rver' {
  interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
