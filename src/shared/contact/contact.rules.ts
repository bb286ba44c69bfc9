/** After this many failed sends the owner sees an e-mail flagged as failing; it is still retried. */
export const FLAG_AFTER_ATTEMPTS = 5;
