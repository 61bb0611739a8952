/** The three coming-soon pages of SPEC §2; any other name under /pages/comingsoon is a 404. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoon, type ComingSoonBackground } from '@/components/public/coming-soon';
import { getT } from '@/lib/i18n/server';

const VARIANTS: Record<string, ComingSoonBackground> = {
  comingsoonsimple: 'plain',
  'coming-bg-video': 'motion',
  'coming-bg-img': 'pattern',
};

type Props = { params: Promise<{ variant: string }> };

export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('status.comingSoon') };
}

export function generateStaticParams() {
  return Object.keys(VARIANTS).map((variant) => ({ variant }));
}

export default async function ComingSoonPage({ params }: Props) {
  const background = VARIANTS[(await params).variant];
  if (!background) notFound();
  return <ComingSoon background={background} />;
}
