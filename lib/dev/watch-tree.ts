/**
 * Watches every file under a folder for `npm run dev`. One plain fs.watch per
 * folder (added as folders appear) rather than `fs.watch(root, { recursive:
 * true })`: on Linux, Node 20's recursive watch follows each file's inode and
 * goes quiet for a file once it has been saved by writing a temporary file and
 * renaming it over the old one, which many editors (and `sed -i`) do. A
 * folder's own watch reports every name written, renamed or removed in it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/** Calls onChange with the path (relative to root, "/" separated) of whatever was created, changed, renamed or removed. */
export function watchTree(root: string, onChange: (relative: string) => void): TreeWatcher {
  const base = path.resolve(root);
  const watchers = new Map<string, fs.FSWatcher>();
  const relative = (full: string) => path.relative(base, full).split(path.sep).join('/');

  const unwatch = (dir: string) => {
    for (const [watched, watcher] of watchers)
      if (watched === dir || watched.startsWith(dir + path.sep)) {
        watcher.close();
        watchers.delete(watched);
      }
  };

  /** `report`: a folder that appeared while watching; what it already holds is reported as new. */
  const watchFolder = (dir: string, report: boolean) => {
    if (watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => {
        const full = name ? path.join(dir, name.toString()) : dir;
        let isFolder = false;
        try {
          isFolder = fs.statSync(full).isDirectory();
        } catch {
          // Gone: a removed or renamed-away file or folder.
          if (watchers.has(full)) unwatch(full);
        }
        if (isFolder && full !== dir) watchFolder(full, true);
        onChange(relative(full));
      });
    } catch {
      return; // removed before it could be watched
    }
    // A watched folder that is deleted or moved away ends its watch with an error on some systems.
    watcher.on('error', () => unwatch(dir));
    watchers.set(dir, watcher);
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // removed meanwhile
    }
    for (const entry of entries)
      if (entry.isDirectory()) watchFolder(path.join(dir, entry.name), report);
      else if (report) onChange(relative(path.join(dir, entry.name)));
  };

  watchFolder(base, false);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
