import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals on; we keep globals off.
afterEach(async () => {
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});
