import { ExpertiseServicePage, expertiseServiceMetadata, expertiseServiceParams, type ExpertiseServiceParams } from '@/views/expertise-service';

export const dynamicParams = false;
export const generateStaticParams = expertiseServiceParams;

export function generateMetadata({ params }: { params: ExpertiseServiceParams }) {
  return expertiseServiceMetadata('en', params);
}

export default function Page({ params }: { params: ExpertiseServiceParams }) {
  return ExpertiseServicePage({ lang: 'en', params });
}
