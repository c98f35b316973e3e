'use client';

import { Suspense, lazy, useEffect } from 'react';

// Every page carries this boundary, so the screen's code is fetched only if a page ever fails.
const ErrorScreen = lazy(() => import('@/components/layout/error-screen').then((m) => ({ default: m.ErrorScreen })));

/** Shown when something fails in the browser, under the same header with the emergency number. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    document.title = 'Unexpected Application Error!';
  }, []);
  return (
    <Suspense fallback={<p className="container-page section">Something went wrong. The emergency number is at the top of this page.</p>}>
      <ErrorScreen status="Something went wrong" message={error.message || 'The page could not be shown.'} />
    </Suspense>
  );
}
