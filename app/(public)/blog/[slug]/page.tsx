import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import Container from 'react-bootstrap/Container';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { findPost, formatPostDate, postSlugs } from '@/lib/content/blog';
import { getT, requestLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await postSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findPost((await params).slug);
  return post ? { title: post.title, description: post.summary } : {};
}

export default async function BlogPostPage({ params }: Props) {
  const post = await findPost((await params).slug);
  if (!post) notFound();
  const t = await getT('public');
  const locale = await requestLocale();
  return (
    <article>
      <PageHero title={post.title}>
        <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
      </PageHero>
      <section className={styles.section}>
        <Container className={styles.prose}>
          {/* Our own Markdown from the repository, not user input, so its HTML is trusted. It
              stays in the language it was written in; only the page around it is translated. */}
          <div dangerouslySetInnerHTML={{ __html: post.html }} />
          <p className="mt-5">
            <Link href="/blog">{t('blog.allPosts')}</Link>
          </p>
        </Container>
      </section>
    </article>
  );
}
