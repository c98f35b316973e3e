/**
 * Reading a file with a translation's overlay on it: the language's file
 * (content/kn/doctors.json) holds only the translated words and is merged onto
 * the English file's data (lib/content/translations.ts). An item not
 * translated yet, or translated from older English, stays English (a gap);
 * what the merge worked around, such as an item the English no longer has, is
 * a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Translation } from '../i18n/languages';
import { glossaryWarnings, type GlossaryTerm } from './glossary';
import type { Problem, SourceFile } from './problems';
import { displayName, readJson } from './read';
import { mergeTranslation, type Gap } from './translations';

export interface TranslationState {
  lang: Translation;
  gaps: Record<string, Gap[]>;
  /** English files with no translation file at all. */
  missingFiles: string[];
  /** What the site worked around in the overlays (an item the English no longer has), for content:check. */
  warnings: Problem[];
}

/** How files are read: in English, or with a language's overlay (content/kn/doctors.json) merged onto each. */
export interface Reading {
  problems: Problem[];
  sources: Map<string, SourceFile>;
  translation?: TranslationState;
  /** the translation's glossary (lib/content/glossary.ts), whose avoided variants are warned about */
  glossary?: readonly GlossaryTerm[];
}

/**
 * A content file's data as its pages show it, before its schema checks it:
 * the English, or for a translation the English with the overlay merged onto
 * it. `file` is the file to report the data's problems in: the overlay, when
 * there is one. Undefined when the English or the overlay cannot be read.
 */
export function readWithOverlay(dir: string, relative: string, reading: Reading): { data: unknown; file: string } | undefined {
  const { problems, sources, translation } = reading;
  const english = readJson(dir, relative, problems, sources);
  if (english === undefined) return undefined;
  if (!translation) return { data: english, file: displayName(dir, relative) };
  const overlayFile = path.join(translation.lang, relative);
  const exists = fs.existsSync(path.join(dir, overlayFile));
  const overlay = exists ? readJson(dir, overlayFile, problems, sources) : undefined;
  if (exists && overlay === undefined) return undefined;
  const merged = mergeTranslation(english, overlay);
  const file = displayName(dir, exists ? overlayFile : relative);
  if (!exists) translation.missingFiles.push(relative);
  for (const p of [...merged.problems, ...glossaryWarnings(reading.glossary ?? [], merged.texts)])
    (p.warning ? translation.warnings : problems).push({ file, at: p.at, message: p.message });
  if (merged.gaps.length > 0) translation.gaps[relative] = merged.gaps;
  return { data: merged.data, file };
}
