/**
 * The scheme the app is served on: APP_PROTOCOL, else https in production and http otherwise.
 * Edge-safe, so middleware reads it the same way as lib/config/env.ts.
 */
export type AppProtocol = 'http' | 'https';

export function appProtocolOf(env: { APP_PROTOCOL?: string; NODE_ENV?: string }): AppProtocol {
  if (env.APP_PROTOCOL === 'http' || env.APP_PROTOCOL === 'https') return env.APP_PROTOCOL;
  return env.NODE_ENV === 'production' ? 'https' : 'http';
}
