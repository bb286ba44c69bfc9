// What other features may use of the chat: the floating button (with its lazily loaded panel) of every public page,
// and the guest booking page's way to open it for that booking.
export { ChatLauncher } from './chat-launcher';
export { openChatForBooking } from './chat-opener';
