'use client';
/** The fee structure kinds as choices in the reader's language, for the structure screens. */
import { useTranslations } from 'use-intl';
import { STRUCTURE_KINDS, type StructureKind } from '@/lib/db/schema/fees-values';

/** The structure kinds as choices in the reader's language (tuition, transport, hostel, other). */
export function useStructureKinds(): { value: StructureKind; label: string }[] {
  const t = useTranslations('fees');
  const labels: Record<StructureKind, string> = {
    tuition: t('kinds.tuition'),
    transport: t('kinds.transport'),
    hostel: t('kinds.hostel'),
    other: t('kinds.other'),
  };
  return STRUCTURE_KINDS.map((value) => ({ value, label: labels[value] }));
}
