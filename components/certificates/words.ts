'use client';
/** The certificates' kinds and the ID card's details in words (the `certificates` namespace). */
import { useTranslations } from 'use-intl';
import type { CardDetail, TemplateKind } from '@/lib/db/schema/certificates-values';

export function useCertificateWords() {
  const t = useTranslations('certificates');
  const kinds: Record<TemplateKind, string> = {
    id_card: t('kind.id_card'),
    bonafide: t('kind.bonafide'),
    character: t('kind.character'),
    transfer: t('kind.transfer'),
  };
  const details: Record<CardDetail, string> = {
    logo: t('detail.logo'),
    photo: t('detail.photo'),
    name: t('detail.name'),
    class: t('detail.class'),
    admission_no: t('detail.admission_no'),
    blood_group: t('detail.blood_group'),
    guardian_phone: t('detail.guardian_phone'),
    validity: t('detail.validity'),
    qr: t('detail.qr'),
  };
  return { kind: (k: TemplateKind) => kinds[k], detail: (d: CardDetail) => details[d] };
}
