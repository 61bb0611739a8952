/**
 * One-time links (password reset, and any later invitation) carry their secret in a `token`
 * query parameter: that is the convention every such link follows. Whoever reads kept mail
 * on the user's behalf (the provider's outbox) sees the message with the secret withheld.
 */
const TOKEN_PARAMETER = /([?&]token=)[^&#\s]+/gi;
export const WITHHELD = '[withheld]';

export function withholdOneTimeLinks(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${WITHHELD}`);
}
