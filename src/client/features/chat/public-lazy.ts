// The chat panel (its conversation, form and live connection) in a chunk of its own, loaded on first open
// or when a stored conversation has unread replies; the button on every page stays tiny.
export const loadChatPanel = () => import('./chat-panel').then((module) => ({ default: module.ChatPanel }));
