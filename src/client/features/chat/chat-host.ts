import type { ChatHost } from '../../../shared/property/property.schemas';

/**
 * Who answers the chat comes from site info's `host` (Admin → Settings → Chat host), which every public
 * page already carries in its HTML: the button can name the host without a request of its own. Site info
 * saved before the host existed has an empty one, and the words fall back to 'the host'.
 */
export function hostFirstName(host: ChatHost): string {
  return host.first_name || 'the host';
}

export function chatButtonLabel(host: ChatHost): string {
  return `Chat with ${hostFirstName(host)}`;
}

/** Up to two initials for the portrait when there is no photo: 'Leilani Kahale' → 'LK'. */
export function hostInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}
