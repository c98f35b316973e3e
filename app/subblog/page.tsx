import { LegacyArticlePage, legacyArticleMetadata } from '@/views/legacy';

export const generateMetadata = () => legacyArticleMetadata('en');

export default function Page() {
  return <LegacyArticlePage lang="en" />;
}
