import { jsonLdScript } from '@/lib/server/json-ld';

/** Structured data for search engines, escaped for its script tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
