/** Browser-side logging for outcomes the spec says are "only logged". */
export const log = {
  info: (message: string, detail?: unknown) => console.info(message, detail ?? ''),
  warn: (message: string, detail?: unknown) => console.warn(message, detail ?? ''),
};
