import type { Metadata } from 'next';
import { MarketingHome } from '@/components/public/marketing-home';
import { PRODUCT_NAME } from '@/components/public/product-name';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: { absolute: t('home.metaTitle', { product: PRODUCT_NAME }) } };
}

export default function HomePage() {
  return <MarketingHome productName={PRODUCT_NAME} />;
}
