import type { Metadata } from 'next';
import Link from 'next/link';
import Container from 'react-bootstrap/Container';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { formatPostDate, listPosts } from '@/lib/content/blog';
import { getT, requestLocale } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('nav.blog') };
}

export default async function BlogIndexPage() {
  const t = await getT('public');
  const locale = await requestLocale();
  // The posts' titles and summaries stay in the language they were written in (lib/content/blog.ts).
  const posts = await listPosts();
  return (
    <>
      <PageHero title={t('nav.blog')} lead={t('blog.lead')} />
      <section className={styles.section}>
        <Container className={styles.prose}>
          {posts.map((post) => (
            <article key={post.slug} className="mb-5">
              <h2 className="h4">
                <Link href={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="text-muted small mb-2">
                <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
              </p>
              <p>{post.summary}</p>
            </article>
          ))}
        </Container>
      </section>
    </>
  );
}
