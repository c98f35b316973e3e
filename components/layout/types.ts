import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';

/** What the header and footer need to know; built per page by components/layout/site-chrome.tsx. */
export interface MenuDepartment {
  slug: string;
  name: string;
  icon: string;
}

export interface LayoutData {
  /** The page's language, and the page's path in English (its versions in other languages follow from it). */
  lang: Language;
  path: string;
  site: Site;
  megaMenu: MenuDepartment[];
  footerDepartments: MenuDepartment[];
  expertiseLinks: { label: string; path: string }[];
  /** How many departments there are, for "All N departments". */
  departmentCount: number;
}
