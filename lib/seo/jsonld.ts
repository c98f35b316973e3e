/**
 * Structured data (schema.org JSON-LD) built from content. The hospital is
 * described once with a stable @id and referenced by every other node.
 */
import type { Article, Department, Doctor, Service, Site } from '../content/schema';
import { composeChatLink } from '../chat';
import { getContent } from '../content/cache';
import { absoluteUrl, inLanguage, languageVersions, localPath, paths } from '../routes';
import { LANG_TAGS, type Language } from '../i18n/languages';
import { variantsOf } from '../images';

export type JsonLdNode = Record<string, unknown>;

export const hospitalId = () => `${absoluteUrl(paths.home())}#hospital`;
const ref = (id: string) => ({ '@id': id });
const telephone = (phone: string) => phone.replace(/\s+/g, '');
const imageUrl = (src: string) => absoluteUrl(variantsOf(src).at(-1)!.path);

export function hospitalNode(site: Site, departments: Department[]): JsonLdNode {
  return {
    '@type': ['Hospital', 'MedicalOrganization'],
    '@id': hospitalId(),
    name: site.name,
    alternateName: site.shortName,
    description: site.blurb,
    url: absoluteUrl(paths.home()),
    logo: imageUrl(site.logo.src),
    image: imageUrl(site.logo.src),
    telephone: telephone(site.phones.hospital),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: `${site.address.locality}, ${site.address.city}`,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: site.map.directionsUrl,
    sameAs: [...site.social.flatMap((s) => (s.url ? [s.url] : [])), ...site.directoryLinks.map((d) => d.url)],
    medicalSpecialty: departments.map((d) => d.name),
    isAcceptingNewPatients: true,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Emergency',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'emergency', telephone: telephone(site.phones.emergency), hoursAvailable: 'Mo-Su 00:00-23:59', areaServed: 'IN' },
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: telephone(site.phones.hospital), email: site.email, availableLanguage: site.languages.filter((l) => l.available).map((l) => l.label) },
      { '@type': 'ContactPoint', contactType: 'reservations', telephone: telephone(site.phones.landline) },
    ],
  };
}

/** The page itself: its address, its language and its versions in the others (every page carries one, from components/layout/site-chrome.tsx). */
export function webPageNode(path: string, lang: Language): JsonLdNode {
  const url = absoluteUrl(inLanguage(lang, path));
  const others = Object.entries(languageVersions(path)).filter(([other]) => other !== lang);
  return {
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    inLanguage: LANG_TAGS[lang].html,
    about: ref(hospitalId()),
    ...(others.length ? { workTranslation: others.map(([, p]) => ref(`${absoluteUrl(p!)}#page`)) } : {}),
  };
}

/** The visible breadcrumb as a BreadcrumbList; the current page (last, without a path) has no item URL. */
export function breadcrumbNode(items: { label: string; path?: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, ...(c.path ? { item: absoluteUrl(c.path) } : {}) })),
  };
}

/** A doctor, described in the page's language; one @id (the English profile's) for the doctor on every version of the profile. */
export function physicianNode(doctor: Doctor, site: Site, departments: Department[], lang: Language = 'en'): JsonLdNode {
  const id = absoluteUrl(paths.doctor(doctor.id));
  return {
    '@type': 'Physician',
    '@id': `${id}#physician`,
    name: doctor.name,
    url: absoluteUrl(inLanguage(lang, paths.doctor(doctor.id))),
    image: imageUrl(doctor.photo.src),
    description: doctor.profile[0],
    jobTitle: doctor.title,
    medicalSpecialty: departments.map((d) => d.name),
    knowsLanguage: doctor.languages,
    hasCredential: doctor.qualifications.split(/,\s*/).map((q) => ({ '@type': 'EducationalOccupationalCredential', name: q })),
    worksFor: ref(hospitalId()),
    parentOrganization: ref(hospitalId()),
    telephone: telephone(site.phones.hospital),
    address: { '@type': 'PostalAddress', addressLocality: site.address.city, postalCode: site.address.postalCode, addressCountry: site.address.country },
    potentialAction: {
      '@type': 'ReserveAction',
      name: 'Book Appointment',
      target: { '@type': 'EntryPoint', urlTemplate: composeChatLink(site.whatsapp), actionPlatform: ['http://schema.org/DesktopWebPlatform', 'http://schema.org/MobileWebPlatform'] },
    },
  };
}

/** The kind of a service, read off its English name (the pattern is English). */
const serviceType = (englishName: string) => (/therapy|physio|rehab|counsel|care$|clinic/i.test(englishName) ? 'MedicalTherapy' : 'MedicalProcedure');

/**
 * A department's page and its clinic. `department` is in the page's language
 * (lang, English unless said): the page's address is its version in that
 * language (the same @id as its webPageNode), the clinic and the doctors keep
 * their one @id.
 */
export function departmentNode(department: Department, doctors: Doctor[], lang: Language = 'en'): JsonLdNode {
  const url = absoluteUrl(inLanguage(lang, paths.department(department.slug)));
  const clinicUrl = absoluteUrl(paths.department(department.slug));
  // The kind of each service is read off its English name (the pattern is English).
  const english = lang === 'en' ? department : getContent().departments.find((d) => d.slug === department.slug);
  return {
    '@type': 'MedicalWebPage',
    '@id': `${url}#page`,
    url,
    name: department.name,
    description: department.summary,
    inLanguage: LANG_TAGS[lang].html,
    isPartOf: ref(hospitalId()),
    about: {
      '@type': 'MedicalSpecialty',
      name: department.name,
    },
    mainEntity: {
      '@type': 'MedicalClinic',
      '@id': `${clinicUrl}#clinic`,
      // no word for "department" in the interface dictionary yet: a translated name stands alone
      name: lang === 'en' ? `${department.name} department` : department.name,
      parentOrganization: ref(hospitalId()),
      employee: doctors.map((d) => ref(`${absoluteUrl(paths.doctor(d.id))}#physician`)),
      availableService: department.services.map((s) => ({
        '@type': serviceType(english?.services.find((e) => e.slug === s.slug)?.name ?? s.name),
        name: s.name,
        description: s.summary,
        url: absoluteUrl(inLanguage(lang, paths.departmentService(department.slug, s.slug))),
      })),
    },
  };
}

/**
 * A service's own page (/mainservice/<slug>/<service>/), in the page's
 * language like departmentNode: the page (the same @id as its webPageNode)
 * about the procedure or therapy, offered by the department's clinic (its one @id).
 */
export function departmentServiceNode(department: Department, service: Service, lang: Language = 'en'): JsonLdNode {
  const url = absoluteUrl(inLanguage(lang, paths.departmentService(department.slug, service.slug)));
  const english = lang === 'en' ? service : getContent().departments.find((d) => d.slug === department.slug)?.services.find((s) => s.slug === service.slug);
  return {
    '@type': 'MedicalWebPage',
    '@id': `${url}#page`,
    url,
    name: service.name,
    description: service.summary,
    inLanguage: LANG_TAGS[lang].html,
    isPartOf: ref(hospitalId()),
    image: imageUrl(service.picture.src),
    about: {
      '@type': serviceType(english?.name ?? service.name),
      name: service.name,
      description: service.summary,
      provider: ref(`${absoluteUrl(paths.department(department.slug))}#clinic`),
    },
  };
}

/** An article as the page in `lang` shows it; `inLanguage` is the language of its words (English for an article not translated yet). */
export function articleNode(article: Article, site: Site, lang: Language = 'en', pageLang: Language = lang): JsonLdNode {
  const url = absoluteUrl(localPath(pageLang, paths.article(article.slug)));
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: imageUrl(article.picture.src),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl(paths.home()) },
    publisher: ref(hospitalId()),
    inLanguage: LANG_TAGS[lang].html,
    isPartOf: { '@type': 'Blog', name: `${site.shortName} blog`, url: absoluteUrl(localPath(pageLang, paths.blog())) },
  };
}

/** Questions and answers in the page's language. */
export function faqNode(faqs: { question: string; answer: string }[], lang: Language = 'en'): JsonLdNode {
  return {
    '@type': 'FAQPage',
    inLanguage: LANG_TAGS[lang].html,
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** One JSON-LD document: a graph of nodes, with undefined values dropped. */
export function graph(nodes: JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
