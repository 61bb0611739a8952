/**
 * The product's own name on the provider's pages. The marketing pages are rendered ahead of
 * time, without a database, so they use the default (SPEC §2: branding falls back to it).
 */
export { DEFAULT_PRODUCT_NAME as PRODUCT_NAME } from '@/lib/api/modules/platform/types';
