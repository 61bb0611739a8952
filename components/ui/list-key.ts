/**
 * The cache-key prefix of every list and profile, in a module without 'use client' so server
 * pages that prefetch a record put it under the same key the browser reads.
 */
export const LIST_KEY = 'list';
