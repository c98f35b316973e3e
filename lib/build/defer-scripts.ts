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

/**
 * The inline loader: once the page has loaded (or at once if it has), its
 * first contentful paint has happened and one more frame has been drawn, it
 * adds each script file. (On a fast connection `load` can come before the
 * first paint.) Without the Paint Timing API it goes by the frame alone, and
 * if no paint is reported within 3 s it goes anyway.
 */
export function loaderScript(sources: string[]): string {
  return (
    '(function(s){var done=false;function go(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function painted(){if(typeof PerformanceObserver==="undefined"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")===-1||performance.getEntriesByName("first-contentful-paint").length)return later();' +
    'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});o.observe({type:"paint"});setTimeout(go,3000)}' +
    'if(document.readyState==="complete")painted();else addEventListener("load",painted,{once:true})})(' +
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
  const m = html.match(/<script>\(function\(s\)\{var done=false;[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/);
  return m ? (JSON.parse(m[1]!) as string[]) : [];
}
