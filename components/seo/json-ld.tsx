import { graph, type JsonLdNode } from '@/lib/seo/jsonld';

/** Structured data for search engines; "<" is escaped so content cannot close the script. */
export function JsonLd({ nodes }: { nodes: JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: graph(nodes) }} />;
}
