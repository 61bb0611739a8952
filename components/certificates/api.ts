/**
 * What the certificates screens read from the API (the types of its answers), their cache
 * keys, and each certificate's PDF address.
 */
export type { CertificateRow as Certificate } from '@/lib/api/modules/certificates/types';
export type { Template } from '@/lib/api/modules/certificates/types';

/** Every list of certificates starts with this key, so an issue refreshes them all. */
export const CERTIFICATES_KEY = 'certificates';
export const TEMPLATES_KEY = ['certificate-templates'] as const;

export const certificatePdfUrl = (id: number) => `/api/certificates/${id}.pdf`;
