import type { Metadata } from 'next';
import Link from 'next/link';
import Container from 'react-bootstrap/Container';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { formatPostDate, listPosts } from '@/lib/content/blog';

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogIndexPage() {
  const posts = await listPosts();
  return (
    <>
      <PageHero title="Blog" lead="How Schola works and why: notes on running a school office." />
      <section className={styles.section}>
        <Container className={styles.prose}>
          {posts.map((post) => (
            <article key={post.slug} className="mb-5">
              <h2 className="h4">
                <Link href={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="text-muted small mb-2">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </p>
              <p>{post.summary}</p>
            </article>
          ))}
        </Container>
      </section>
    </>
  );
}
