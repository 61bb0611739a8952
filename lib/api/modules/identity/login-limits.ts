/**
 * Which limits a sign-in attempt counts against (issue 25: an attacker retrying each time a
 * lockout ended kept a school's owner out, because failures were counted per account alone).
 * Pure: the keys and the rule; lib/api/modules/identity/throttle.ts counts and refuses.
 *
 * - per account AT an address, the progressive delay: guesses from one place slow that place
 *   only, so the owner signs in at once from any address that has not failed;
 * - per address across accounts, a window: credential stuffing from one address is cut off;
 * - per account over all addresses, a generous ceiling: a guesser with many addresses is
 *   stopped too. Reaching it does not lock the account for a time the attacker can renew:
 *   the owner proves who they are through the e-mailed, single-use password-reset link, which
 *   forgets every failure of the account (lib/api/modules/auth/password-reset.ts);
 * - per installation, a circuit breaker against spraying from many addresses. It is enforced
 *   only on addresses that have failed lately, so a spray elsewhere never keeps out an owner
 *   whose address has not failed; every failure still counts towards it.
 */
import { apiMessage, renderApiText } from '../../http/messages';
import {
  accountKey,
  accountLimit,
  addressKey,
  globalKey,
  windowLimit,
  type Limit,
} from './throttle';

export const MAX_FAILURES_PER_ADDRESS = 30;
/** Failures of one account, over all addresses, in ACCOUNT_CEILING_HOURS. */
export const ACCOUNT_CEILING = 100;
export const ACCOUNT_CEILING_HOURS = 24;
/** Failed logins per window across the installation before addresses that failed must wait. */
export const GLOBAL_MAX_FAILURES = 2000;

/** Said in the caller's language (api catalogue); its English is exported for tests. */
const ACCOUNT_CEILING_MESSAGE = apiMessage('login.accountCeiling');
export const ACCOUNT_CEILING_REFUSAL = renderApiText(ACCOUNT_CEILING_MESSAGE);

/** One address's failures across accounts (asked before an attempt: has it failed lately?). */
export const addressLimit = (address: string): Limit =>
  windowLimit(addressKey(address), MAX_FAILURES_PER_ADDRESS);

/** The key of one account's failures from one address (under the account's own key). */
export const accountAtAddressKey = (scope: string, email: string, address: string) =>
  `${accountKey(scope, email)}|from:${address}`;

/** The limits of one login attempt; `addressHasFailed`: the address has failures in its window. */
export function loginLimits(
  scope: string,
  email: string,
  address: string,
  addressHasFailed: boolean,
): Limit[] {
  return [
    addressLimit(address),
    accountLimit(accountAtAddressKey(scope, email, address)),
    windowLimit(accountKey(scope, email), ACCOUNT_CEILING, {
      minutes: ACCOUNT_CEILING_HOURS * 60,
      refusal: ACCOUNT_CEILING_MESSAGE,
    }),
    windowLimit(globalKey('login'), GLOBAL_MAX_FAILURES, { countOnly: !addressHasFailed }),
  ];
}
