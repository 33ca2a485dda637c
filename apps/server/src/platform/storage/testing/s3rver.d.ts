declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string }>;
  };

  /** The part of a Koa context the tests touch. */
  type S3rverContext = { app: object; query: Record<string, unknown> };

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => unknown>;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
