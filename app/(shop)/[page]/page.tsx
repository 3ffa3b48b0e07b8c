import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ContentView } from '@/components/content/ContentView';
import { CONTENT_SLUGS, contentPage } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { getShopFacts } from '@/lib/server/content/shop-info';

/** The static pages (terms, privacy, returns, shipping, payment, FAQ, about): built once, refreshed hourly. */
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = () => CONTENT_SLUGS.map((page) => ({ page }));

type Props = { params: Promise<{ page: string }> };

const loadPage = cache(async (slug: string) => contentPage(slug, await getShopFacts(await getDb())));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).page);
  return page ? pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` }) : {};
}

export default async function StaticPage({ params }: Props) {
  const page = await loadPage((await params).page);
  if (!page) notFound();
  return <ContentView page={page} />;
}
