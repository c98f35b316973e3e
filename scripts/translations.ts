/**
 * `npm run translations -- stamp <lang> <file> [item…]`: marks items of a
 * translation (content/kn/doctors.json) as translated from the English as it
 * is now, after a translator has translated or updated them. Each item gets
 * the fingerprint of its current English; content:check then counts it as up
 * to date, and the site shows it instead of the English. Items are named as
 * content:check names them ("hero", "doctors/dr-asha-rao"); without items,
 * every item the file has is stamped.
 *
 * `npm run translations -- align <lang> <file>`: puts the lists of a
 * translation in the English order, each English item in its place (an item
 * not translated yet as its id alone), stamping nothing: the browser editor
 * (admin/) shows a translation beside the English item in the same place.
 *
 * `npm run translations -- status`: what each language still shows in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, translationReport } from '../lib/content/check';
import { contentDir } from '../lib/content/read';
import { stampOverlay } from '../lib/content/translations';
import { TRANSLATIONS, type Translation } from '../lib/i18n/languages';

const [command, ...args] = process.argv.slice(2);
const usage =
  'usage: npm run translations -- stamp <kn|hi> <file, e.g. doctors.json> [item…] | npm run translations -- align <kn|hi> <file> | npm run translations -- status';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  if (command === 'status') {
    const { translations, problems } = await checkContent(contentDir());
    if (problems.length > 0) fail('content:check finds problems; run npm run content:check first');
    console.log(translationReport(translations));
    return;
  }
  if (command !== 'stamp' && command !== 'align') fail(usage);
  const [lang, fileArg, ...items] = args;
  if (!TRANSLATIONS.includes(lang as Translation)) fail(`the language must be one of ${TRANSLATIONS.join(', ')}\n${usage}`);
  if (!fileArg) fail(usage);
  const dir = contentDir();
  // accept "doctors.json", "content/kn/doctors.json" or "kn/doctors.json"
  const relative = fileArg.replace(/\\/g, '/').replace(/^(content\/)?/, '').replace(new RegExp(`^${lang}/`), '');
  const englishFile = path.join(dir, relative);
  const overlayFile = path.join(dir, lang!, relative);
  if (!fs.existsSync(englishFile)) fail(`there is no English file content/${relative}`);
  if (!fs.existsSync(overlayFile)) fail(`there is no translation content/${lang}/${relative}; copy the English file there, translate it, then stamp it`);
  const english: unknown = JSON.parse(fs.readFileSync(englishFile, 'utf8'));
  const overlay: unknown = JSON.parse(fs.readFileSync(overlayFile, 'utf8'));
  if (command === 'align') {
    fs.writeFileSync(overlayFile, `${JSON.stringify(stampOverlay(english, overlay, []).overlay, null, 2)}\n`);
    console.log(`content/${lang}/${relative}: its lists are in the English order; nothing was marked up to date`);
    return;
  }
  const { overlay: stamped, stamped: names } = stampOverlay(english, overlay, items.length > 0 ? items : undefined);
  const unknown = items.filter((i) => !names.includes(i));
  if (unknown.length > 0) fail(`content/${lang}/${relative} has no translated item ${unknown.map((u) => `"${u}"`).join(', ')}; name items as content:check does`);
  fs.writeFileSync(overlayFile, `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(`content/${lang}/${relative}: marked up to date: ${names.join(', ') || 'nothing (no translated item)'}`);
}

void main();
