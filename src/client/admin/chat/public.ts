// What the rest of the admin area uses of the chat inbox: the screen, and the unread count for the navigation.
export { ChatPanel } from './chat-panel';
export { useChatUnread } from './use-chat-inbox';
