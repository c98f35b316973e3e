/**
 * "Work with local repository" in the browser editor, headless. Sveltia CMS
 * opens the project folder with the File System Access API
 * (window.showDirectoryPicker), which shows a dialog a test cannot answer.
 * Here the folder is a copy of the files in the page's origin private file
 * system (OPFS), whose directory handles the CMS reads and writes in the same
 * way, and the picker hands that folder over without a dialog. The test
 * reads the folder back afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The name of the copy inside the origin's private file system. */
const FOLDER = 'project';

/** Every file under a folder, by its path relative to `prefix`, as base64. */
export function filesOf(dir: string, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[`${prefix}/${path.relative(dir, full).split(path.sep).join('/')}`] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return out;
}

/**
 * Makes `files` (path → base64) the project folder the editor will open, with
 * a .git folder as a repository has (the CMS checks for one), and answers the
 * folder picker with it. Call before the editor's page loads: it runs on
 * `origin` first.
 */
export async function provideLocalFolder(page: Page, origin: string, files: Record<string, string>): Promise<void> {
  await page.addInitScript((name) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name);
  }, FOLDER);
  await page.goto(origin);
  await page.evaluate(
    async ({ name, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => {});
      const project = await root.getDirectoryHandle(name, { create: true });
      for (const [file, base64] of Object.entries(files)) {
        const parts = file.split('/');
        let dir = project;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: FOLDER, files: { ...files, '.git/HEAD': Buffer.from('ref: refs/heads/main\n').toString('base64') } },
  );
}

/** Every file of the project folder now, by path, as bytes. */
export async function readLocalFolder(page: Page): Promise<Map<string, Buffer>> {
  const files: Record<string, string> = await page.evaluate(async (name) => {
    const out: Record<string, string> = {};
    const base64 = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.readAsDataURL(blob);
      });
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [entry, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${entry}/`);
        else out[`${prefix}${entry}`] = await base64(await (handle as FileSystemFileHandle).getFile());
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '');
    return out;
  }, FOLDER);
  return new Map(Object.entries(files).map(([file, b64]) => [file, Buffer.from(b64, 'base64')]));
}

/** One file of the project folder now, as text, or undefined while it does not exist. */
export async function readLocalFile(page: Page, file: string): Promise<string | undefined> {
  return page.evaluate(
    async ({ name, file }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
        const parts = file.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return undefined;
      }
    },
    { name: FOLDER, file },
  );
}
