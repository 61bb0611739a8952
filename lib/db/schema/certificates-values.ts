/**
 * The values of the certificates schema (pure: browser, server and schema): the kinds a
 * school issues, the ID card's layouts and the details a card may show.
 */
export const CERTIFICATE_KINDS = ['bonafide', 'character', 'transfer'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What a template is for: the ID card or one kind of certificate. */
export const TEMPLATE_KINDS = ['id_card', ...CERTIFICATE_KINDS] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const CARD_LAYOUTS = ['portrait', 'landscape'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

/** The details an ID card can print, in the order a card shows them. */
export const CARD_DETAILS = [
  'logo',
  'photo',
  'name',
  'class',
  'admission_no',
  'blood_group',
  'guardian_phone',
  'validity',
  'qr',
] as const;
export type CardDetail = (typeof CARD_DETAILS)[number];

/** The placeholders a certificate's body may name, filled at issue time. */
export const CERTIFICATE_PLACEHOLDERS = [
  'student_name',
  'class',
  'admission_no',
  'date_of_birth',
  'guardian_name',
  'reason',
  'leaving_date',
  'issue_date',
  'school_name',
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];
