import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../scripts/headers-rules.mjs';

const FILE = `# comment
/*
  X-Frame-Options: DENY
  Link: </a.css>; rel=preload

/blog/:slug/
  X-Article: yes

/blog/*
  Link: </b.css>; rel=preload
`;

describe('the _headers reader of scripts/serve.mjs', () => {
  it('reads rules with their headers, skipping comments and blank lines; values may hold colons', () => {
    expect(parseHeadersFile(FILE)).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY'], ['Link', '</a.css>; rel=preload']] },
      { pattern: '/blog/:slug/', headers: [['X-Article', 'yes']] },
      { pattern: '/blog/*', headers: [['Link', '</b.css>; rel=preload']] },
    ]);
  });

  it('matches whole paths: a splat matches anything, a placeholder one segment', () => {
    const rules = parseHeadersFile(FILE);
    expect(headersFor(rules, '/')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a.css>; rel=preload' });
    expect(headersFor(rules, '/blog/first/')['X-Article']).toBe('yes');
    expect(headersFor(rules, '/blog/first/more/')['X-Article']).toBeUndefined();
    expect(headersFor(rules, '/blogx/')['X-Article']).toBeUndefined();
  });

  it('joins a header set by several matching rules with a comma, as Netlify and Cloudflare Pages do', () => {
    expect(headersFor(parseHeadersFile(FILE), '/blog/first/').Link).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  });

  it('treats dots and other pattern characters literally', () => {
    const rules = parseHeadersFile('/404.html\n  X: 1\n');
    expect(headersFor(rules, '/404.html')).toEqual({ X: '1' });
    expect(headersFor(rules, '/404xhtml')).toEqual({});
  });

  it('refuses a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a rule/);
  });
});
