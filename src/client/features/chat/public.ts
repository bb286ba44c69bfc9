// What other features may use of the chat: the floating button (with its lazily loaded panel) of every public page.
export { ChatLauncher } from './chat-launcher';
