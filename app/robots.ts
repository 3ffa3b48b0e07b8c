import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/site';

/** /robots.txt: the catalogue and content are open; the API and personal pages and the back office are not for search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/cart', '/checkout', '/signin', '/reset-password', '/user', '/admin'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
