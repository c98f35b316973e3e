/**
 * Next.js puts its script files in <head> as `async`, so on a slow network
 * they are fetched alongside the hero picture, the font and the stylesheet,
 * and run as soon as they arrive. Every page is complete, readable and usable
 * as HTML (links, forms and menus work without JavaScript), so the scripts
 * can wait: this rewrites a page so they are requested only once the page has
 * loaded, by one small inline script (whose hash the CSP step then allows).
 * Legacy `noModule` scripts stay as they are; modern browsers never fetch them.
 */

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/?>/g;

/** The inline loader: after `load` (or at once if that has passed), add each script file. */
export function loaderScript(sources: string[]): string {
  return (
    '(function(s){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.readyState==="complete")setTimeout(go,0);else addEventListener("load",function(){setTimeout(go,0)},{once:true})})(' +
    JSON.stringify(sources).replace(/</g, '\\u003c') +
    ')'
  );
}

export function deferScripts(html: string): { html: string; deferred: string[] } {
  const deferred: string[] = [];
  let out = html.replace(ASYNC_SCRIPT, (_, src: string) => {
    deferred.push(src);
    return '';
  });
  if (deferred.length === 0) return { html, deferred };
  out = out.replace(SCRIPT_PRELOAD, '');
  const at = out.lastIndexOf('</body>');
  if (at < 0) throw new Error('defer-scripts: the page has no </body>');
  out = `${out.slice(0, at)}<script>${loaderScript(deferred)}</script>${out.slice(at)}`;
  return { html: out, deferred };
}

/** The script files a rewritten page loads after `load` (the list in its loader), or [] for a page without one. */
export function deferredSources(html: string): string[] {
  const m = html.match(/<script>\(function\(s\)\{function go\(\)[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/);
  return m ? (JSON.parse(m[1]!) as string[]) : [];
}
