import { ANY_TOPIC, createListenHub, type ListenHub } from '../../platform/listen-hub';

/** The channel every committed chat message is announced on, as `<conversationId>:<messageId>`. */
export const CHAT_CHANNEL = 'chat';
/** The topic that wakes on a message in any conversation (the host's inbox). */
export const ANY_CONVERSATION = ANY_TOPIC;

export type ChatHub = ListenHub;

/** This process's LISTEN connection for chat messages (platform/listen-hub.ts): conversations are its topics. */
export function createChatHub(connectionString: string): ChatHub {
  return createListenHub(connectionString, CHAT_CHANNEL);
}
