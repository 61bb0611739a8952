import 'server-only';
/**
 * Blog posts: Markdown files in lib/content/blog with front matter (title, date, summary),
 * read at build or request time. A post is written once, in its author's language, and shown
 * so in every interface language (issue 26: the site's own words around it are translated, the
 * article is not). The slug is the file name; only names found in the folder are
 * ever read, so a slug from a URL can never reach another path.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';

const POSTS_DIR = path.join(process.cwd(), 'lib', 'content', 'blog');

export type PostSummary = { slug: string; title: string; date: string; summary: string };
export type Post = PostSummary & { html: string };

function isoDate(value: unknown, file: string): string {
  // gray-matter turns an unquoted YAML date into a Date.
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: front matter "date" is not a date`);
  return date.toISOString().slice(0, 10);
}

function requiredString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`${file}: front matter "${key}" is missing`);
  return value.trim();
}

async function slugs(): Promise<string[]> {
  const files = await readdir(POSTS_DIR);
  return files.filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -'.md'.length));
}

async function readPost(slug: string): Promise<Post> {
  const file = `${slug}.md`;
  const { data, content } = matter(await readFile(path.join(POSTS_DIR, file), 'utf8'));
  return {
    slug,
    title: requiredString(data, 'title', file),
    summary: requiredString(data, 'summary', file),
    date: isoDate(data.date, file),
    html: await marked.parse(content),
  };
}

/** Every post, newest first. */
export async function listPosts(): Promise<PostSummary[]> {
  const posts = await Promise.all((await slugs()).map(readPost));
  return posts
    .map(({ slug, title, date, summary }) => ({ slug, title, date, summary }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export async function findPost(slug: string): Promise<Post | undefined> {
  return (await slugs()).includes(slug) ? readPost(slug) : undefined;
}

export async function postSlugs(): Promise<string[]> {
  return slugs();
}

/** A post's date in the page's language (English as in Britain: "3 March 2026"). */
export function formatPostDate(iso: string, locale: string = 'en'): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
