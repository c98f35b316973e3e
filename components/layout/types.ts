import type { Site } from '@/lib/content/schema';

/** What the header and footer need to know; built once in app/layout.tsx. */
export interface MenuDepartment {
  slug: string;
  name: string;
  icon: string;
}

export interface LayoutData {
  site: Site;
  megaMenu: MenuDepartment[];
  footerDepartments: MenuDepartment[];
  expertiseLinks: { label: string; path: string }[];
  /** How many departments there are, for "All N departments". */
  departmentCount: number;
}
