/**
 * The most calls one tRPC batch may carry. Our own client batches a page's
 * few reads; a larger batch is a script. Each call in a batch is still
 * counted against the rate limits on its own and runs as its own unit of work.
 */
export const MAX_BATCH_SIZE = 20;
