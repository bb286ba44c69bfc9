/**
 * Who answers the chat. Site info has no host profile yet, so the name, the portrait's initial and the
 * usual answer time are content kept here, beside the widget that shows them.
 */
export const CHAT_HOST = {
  firstName: 'Leilani',
  name: 'Leilani Kahale',
  role: 'Your host',
  answers: 'Usually answers within an hour, 8 am to 8 pm Hawaii time.',
} as const;

export const CHAT_BUTTON_LABEL = `Chat with ${CHAT_HOST.firstName}`;
