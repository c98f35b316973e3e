'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';

/** Shown when something fails in the browser, under the same header with the emergency number. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    document.title = 'Unexpected Application Error!';
  }, []);
  return <ErrorScreen status="Something went wrong" message={error.message || 'The page could not be shown.'} />;
}
