/**
 * The auth module's public face: the throttle other password checks share (claim an attempt
 * before checking, report a success). Everything else in this folder is internal
 * (eslint.config.mjs enforces it).
 */
export { accountKey, accountLimit, attemptSucceeded, claimAttempt } from './throttle';
