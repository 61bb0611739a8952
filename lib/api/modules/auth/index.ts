/**
 * The auth module's public face: the failed-attempt throttle other password checks share.
 * Everything else in this folder is internal (eslint.config.mjs enforces it).
 */
export {
  MAX_FAILURES_PER_ACCOUNT,
  accountKey,
  assertNotThrottled,
  clearFailures,
  recordFailure,
} from './throttle';
