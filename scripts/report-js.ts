/**
 * `npm run report:js`: the JavaScript each kind of page loads, counted from
 * the build (lib/build/js-size.ts), gzip-compressed as a CDN sends it, and
 * the verdict of the JavaScript budget. Usage: tsx scripts/report-js.ts [out]
 */
import { jsRouteTable, judgeJs } from '../lib/bench/budgets';
import { jsOfPages } from '../lib/build/js-size';

const js = jsOfPages(process.argv[2] ?? 'out');
console.log(jsRouteTable(js));
// judged on what a visit loads by itself (the site script and the islands that hydrate at load)
for (const v of judgeJs(js.map((p) => ({ page: p.page, files: p.start })))) console.log(`${v.ok ? 'ok  ' : 'MISS'}  ${v.what}: ${v.detail}`);
