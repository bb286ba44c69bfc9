import { CONTACT_FORM_TOKEN_MAX_AGE_MS, CONTACT_MIN_FILL_MS } from '../../../shared/contact/contact.schemas';
import { trpc } from '../../lib/trpc';

const RENEW_BEFORE_MS = 60 * 60 * 1000;

/**
 * The server's signed start time for the contact form, fetched each time the
 * form is shown (the page itself is cached, so it cannot carry one).
 */
export function useContactFormToken() {
  const query = trpc.contact.formToken.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

  /**
   * The token to send with the message. A form open for about a day gets a new
   * one, and a quick sender (autofill) waits out the server's three seconds
   * rather than having the message taken for a bot's.
   */
  async function tokenForSending(): Promise<string> {
    let { data, dataUpdatedAt } = query;
    if (!data || Date.now() - dataUpdatedAt > CONTACT_FORM_TOKEN_MAX_AGE_MS - RENEW_BEFORE_MS) {
      const renewed = await query.refetch();
      ({ data, dataUpdatedAt } = renewed);
    }
    if (!data) throw new Error('The form could not be prepared. Check your connection and try again.');
    const wait = dataUpdatedAt + CONTACT_MIN_FILL_MS + 250 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return data.token;
  }

  return { tokenForSending };
}
