/** Where to go instead of searching: the departments index and the doctors page. */
export interface BrowseLink {
  href: string;
  label: string;
}

/** The browse links shown when search cannot run (JavaScript off, or Pagefind failed to load). */
export function BrowseLinks({ links, className = '' }: { links: BrowseLink[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className="btn-outline">
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
