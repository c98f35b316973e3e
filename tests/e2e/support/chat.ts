import type { BrowserContext } from '@playwright/test';

/** The chat opens in a new tab; answer wa.me locally (a page that reads "chat"), so a test never leaves the machine. */
export async function answerChatLocally(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>chat</title><p>chat</p>' }));
}
