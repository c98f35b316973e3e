import { ExpertiseServicePage, expertiseServiceMetadata, expertiseServiceParams } from '@/views/expertise-service';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export const dynamicParams = false;
export const generateStaticParams = expertiseServiceParams;

type Params = LangParams<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return expertiseServiceMetadata(await translationOf(params), params);
}

export default async function Page({ params }: { params: Params }) {
  return ExpertiseServicePage({ lang: await translationOf(params), params });
}
