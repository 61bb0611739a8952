/**
 * The auth module's public face: nothing. It sits on top of identity (users, tokens, the
 * throttle) and platform (the school a request names, the provider's accounts) and no module
 * calls it (lint/module-cycles.mjs keeps it so).
 */
export {};
