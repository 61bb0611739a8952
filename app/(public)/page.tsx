import type { Metadata } from 'next';
import { MarketingHome } from '@/components/public/marketing-home';
import { PRODUCT_NAME } from '@/components/public/product-name';

export const metadata: Metadata = { title: { absolute: `${PRODUCT_NAME} · School management` } };

export default function HomePage() {
  return <MarketingHome productName={PRODUCT_NAME} />;
}
