/** The certificates module's answers as the screens read them (its public types). */
import type {
  CardDetail,
  CardLayout,
  CertificateKind,
  TemplateKind,
} from '../../../db/schema/certificates-values';

export type CertificateRow = {
  id: number;
  serial_no: number;
  kind: CertificateKind;
  student_id: number;
  student_name: string;
  admission_no: string;
  class_section_name: string | null;
  issued_on: string;
  title: string;
  body: string;
  signatory: string;
  reason: string | null;
  leaving_date: string | null;
  issued_by: string | null;
};

export type Template = {
  kind: TemplateKind;
  title: string;
  body: string;
  signatory: string;
  layout: CardLayout | null;
  details: CardDetail[] | null;
  valid_until: string | null;
  /** False while the school prints the built-in default. */
  saved: boolean;
};
