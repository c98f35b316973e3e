/**
 * The content model. Each zod schema here is three things at once: the
 * runtime validator of a JSON file under content/, its TypeScript type, and
 * (through scripts/export-schemas.ts) the JSON Schema an editor's IDE uses.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- primitives

/**
 * What an editor may write in a text field is plain text: the site does the
 * formatting. Markup would show as it is, "<b>" and all, so it is refused
 * with what to write instead.
 */
export function markupIn(value: string): string | undefined {
  const link = /<a\s[^<>]*>|\[[^\]\n]+\]\([^)\s]+\)/i.exec(value);
  if (link)
    return `contains a link (${link[0]}); links are not supported in text fields: write the words only, without the link`;
  const lineBreak = /<br\s*\/?>|<\/?p(\s[^<>]*)?>/i.exec(value);
  if (lineBreak)
    return `contains ${lineBreak[0]}; to start a new line or paragraph, end this text there and start a new paragraph entry (a new item of the list) with the rest`;
  // a tag: <b>, </strong>, <span class="x">; "a < b > c" has no "=" so it is not taken for one
  const tag = /<\/?[a-z][a-z0-9]*(\s+[a-z-]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))*\s*\/?>/i.exec(value);
  if (tag) return `contains the HTML tag ${tag[0]}; write plain text without tags, the site sets headings, bold and layout by itself`;
  const entity = /&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.exec(value);
  if (entity) return `contains the HTML code ${entity[0]}; type the character itself (for example & or an ordinary space) instead`;
  return undefined;
}

const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    const problem = markupIn(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens, like "knee-replacement"');

/** An Indian phone number written with +91 and 10 digits; spaces allowed for reading. */
export const phoneNumber = z
  .string()
  .regex(/^\+91[ 0-9]+$/, 'must start with +91 followed by digits, like "+91 80 4000 0000"')
  .refine((value) => value.replace(/\D/g, '').length === 12, {
    message: 'must have exactly 10 digits after +91, like "+91 80 4000 0000"',
  });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Why a YYYY-MM-DD date does not exist (month 15, 30 February), or undefined if it does. */
export function impossibleDate(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12)
    return `is not a real date: there is no month ${m[2]} (months go from 01 to 12); write it YYYY-MM-DD, like "2025-06-15"`;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day < 1 || day > days)
    return `is not a real date: ${MONTHS[month - 1]} ${year} has ${days} days, so day ${m[3]} does not exist; write it YYYY-MM-DD, like "${m[1]}-${m[2]}-${String(Math.min(Math.max(day, 1), days)).padStart(2, '0')}"`;
  return undefined;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, like "2025-06-15"')
  .superRefine((value, ctx) => {
    const problem = impossibleDate(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/** Names of icons in the site's icon set (lucide), written in kebab-case, e.g. "heart-pulse". */
export const iconName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lucide icon name in kebab-case, like "heart-pulse"');

/**
 * A picture: a file under content/images (SVG artwork, or a JPEG/PNG/WebP
 * photograph) and the text a screen reader says in its place.
 */
export const picture = z
  .object({
    src: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9/_-]*\.(svg|jpe?g|png|webp)$/,
        'must be a path under content/images in lower case, ending .svg, .jpg, .jpeg, .png or .webp, like "doctors/dr-asha-rao.jpg"',
      ),
    alt: text.max(200, 'alt text should say what the picture shows in 200 characters or fewer'),
  })
  .strict();

/** A short figure: "20k+" over "Happy patients". */
export const figure = z.object({ value: text.max(16), label: text.max(60), icon: iconName }).strict();

// --------------------------------------------------------------- body blocks

/** The building blocks of service and article bodies (the spec's "Body block"). */
export const bodyBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: text.max(120) }).strict(),
  z.object({ type: z.literal('paragraph'), text }).strict(),
  z.object({ type: z.literal('lead'), lead: text.max(160), text }).strict(),
  z.object({ type: z.literal('picture'), picture, heading: text.max(120).optional(), text }).strict(),
  z.object({ type: z.literal('checklist'), items: z.array(text).min(2) }).strict(),
  z.object({ type: z.literal('list'), items: z.array(text).min(2) }).strict(),
]);
export type BodyBlock = z.infer<typeof bodyBlock>;

const faq = z.object({ question: text.max(200), answer: text }).strict();

// ---------------------------------------------------------------------- site

export const siteSchema = z
  .object({
    $schema: z.string().optional(),
    name: text,
    shortName: text.max(30),
    tagline: text.max(120),
    blurb: text,
    phones: z
      .object({
        hospital: phoneNumber,
        emergency: phoneNumber,
        landline: phoneNumber,
        mobiles: z.array(phoneNumber).length(2),
      })
      .strict(),
    whatsapp: phoneNumber,
    whatsappGreeting: text.max(300),
    email: z.email('must be an e-mail address'),
    address: z
      .object({
        street: text,
        locality: text,
        city: text,
        region: text,
        postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
        country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "IN"'),
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    openingHours: z
      .object({ emergency: text, opd: text })
      .strict(),
    social: z
      .array(
        z
          .object({
            network: z.enum(['facebook', 'instagram', 'twitter', 'youtube', 'linkedin', 'maps']),
            label: text,
            url: httpsUrl.optional(),
          })
          .strict(),
      )
      .min(1),
    directoryLinks: z.array(z.object({ label: text, url: httpsUrl }).strict()),
    map: z.object({ directionsUrl: httpsUrl, embedUrl: httpsUrl }).strict(),
    credit: z.object({ name: text, url: httpsUrl.optional() }).strict(),
    languages: z
      .array(z.object({ code: z.string().regex(/^[a-z]{2}$/), label: text, available: z.boolean() }).strict())
      .min(1),
    logo: picture,
  })
  .strict();
export type Site = z.infer<typeof siteSchema>;

// -------------------------------------------------------------------- pages

const pageCopy = z
  .object({
    title: text.max(70, 'a page title should be 70 characters or fewer'),
    description: text
      .min(70, 'a description should be at least 70 characters so search results show something useful')
      .max(160, 'a description should be 160 characters or fewer'),
    keywords: z.array(text).optional(),
    heading: text.max(90),
    intro: text,
  })
  .strict();
export type PageCopy = z.infer<typeof pageCopy>;

export const pagesSchema = z
  .object({
    $schema: z.string().optional(),
    home: pageCopy,
    about: pageCopy,
    services: pageCopy,
    ourdoctor: pageCopy,
    gallery: pageCopy,
    blog: pageCopy,
    contact: pageCopy,
    mainservice: pageCopy,
    subblog: pageCopy,
    hospitalservice: pageCopy,
    search: pageCopy,
    notFound: pageCopy,
  })
  .strict();
export type Pages = z.infer<typeof pagesSchema>;

// ---------------------------------------------------------------------- home

export const homeSchema = z
  .object({
    $schema: z.string().optional(),
    hero: z.object({ heading: text.max(90), text }).strict(),
    serviceTiles: z.array(z.object({ title: text.max(60), picture }).strict()).length(7),
    welcome: z.object({ heading: text, paragraphs: z.array(text).min(1), picture }).strict(),
    highlights: z
      .array(z.object({ title: text.max(40), text, icon: iconName, department: slug.optional() }).strict())
      .length(4),
    slides: z
      .array(z.object({ caption: text.max(120), large: picture, small: picture }).strict())
      .length(5),
    departmentsSection: z.object({ heading: text, intro: text, departments: z.array(slug).min(4) }).strict(),
    doctorsSection: z.object({ heading: text, intro: text }).strict(),
    keyFigures: z.array(figure).length(3),
    vision: text,
    mission: text,
    coreValues: z.array(z.object({ title: text, text, icon: iconName }).strict()).length(8),
    testimonials: z
      .array(
        z
          .object({ name: text, text, rating: z.number().int().min(1).max(5), picture, context: text.optional() })
          .strict(),
      )
      .length(6),
    blogTeasers: z.object({ heading: text, intro: text, articles: z.array(slug).length(4) }).strict(),
    banner: z.object({ heading: text, text }).strict(),
    modal: z.object({ heading: text, intro: text }).strict(),
  })
  .strict();
export type Home = z.infer<typeof homeSchema>;

// --------------------------------------------------------------------- about

export const aboutSchema = z
  .object({
    $schema: z.string().optional(),
    about: z.object({ heading: text, paragraphs: z.array(text).min(2), picture }).strict(),
    banner: z.object({ heading: text, text }).strict(),
  })
  .strict();
export type About = z.infer<typeof aboutSchema>;

export const contactSchema = z
  .object({
    $schema: z.string().optional(),
    locationsHeading: text,
    locationsText: text,
    landmarks: z.array(text).min(1),
    formHeading: text,
    formIntro: text,
    infoHeading: text,
  })
  .strict();
export type Contact = z.infer<typeof contactSchema>;

// ------------------------------------------------------------------- doctors

export const doctorSchema = z
  .object({
    id: slug,
    name: text.max(60),
    title: text.max(80),
    experienceYears: z.number().int().min(3, 'experience is 3 years or more').max(35, 'experience is 35 years or fewer'),
    displayDepartment: text.max(60),
    qualifications: text.max(160),
    /** Labels of the doctor filter this doctor is found under (see doctor-filter.json). */
    departments: z.array(text),
    photo: picture,
    profile: z.array(text).min(1),
    focusAreas: z.array(text).min(1),
    languages: z.array(z.enum(['English', 'Kannada', 'Hindi', 'Tamil', 'Telugu'])).min(1),
    opd: z.object({ days: text, hours: text }).strict(),
  })
  .strict();
export type Doctor = z.infer<typeof doctorSchema>;
export const doctorsSchema = z.object({ $schema: z.string().optional(), doctors: z.array(doctorSchema).min(1) }).strict();

export const doctorFilterSchema = z
  .object({
    $schema: z.string().optional(),
    options: z
      .array(z.object({ label: text.max(40), picture, doctor: slug }).strict())
      .length(15),
  })
  .strict();
export type DoctorFilterOption = z.infer<typeof doctorFilterSchema>['options'][number];

// --------------------------------------------------------------- departments

export const serviceSchema = z
  .object({
    slug,
    name: text.max(90),
    summary: text.max(160, 'a service summary is at most 160 characters'),
    picture,
    body: z.array(bodyBlock).min(1),
  })
  .strict();
export type Service = z.infer<typeof serviceSchema>;

export const departmentSchema = z
  .object({
    $schema: z.string().optional(),
    slug,
    name: text.max(60),
    summary: text.max(200),
    description: z.array(text).min(1),
    icon: iconName,
    picture,
    stats: z.array(figure).length(3),
    infoLine: text.optional(),
    serviceLine: text,
    services: z.array(serviceSchema),
    conditions: z.array(z.object({ name: text.max(80), text }).strict()).min(1),
    doctors: z.array(slug),
    /** The doctor-filter label that lists this department's doctors on /ourdoctor. */
    doctorFilter: text.optional(),
    specialty: z
      .object({
        heading: text,
        paragraphs: z.array(text).min(1),
        infoCards: z.array(figure).min(2).max(4),
      })
      .strict(),
    faqs: z.array(faq),
  })
  .strict();
export type Department = z.infer<typeof departmentSchema>;

// ---------------------------------------------------- centre-of-expertise pages

export const expertiseSchema = z
  .object({
    $schema: z.string().optional(),
    heading: text,
    intro: text,
    services: z
      .array(
        z
          .object({
            slug,
            name: text.max(80),
            summary: text.max(160),
            description: text.min(70).max(160),
            picture,
            body: z.array(bodyBlock).min(1),
            departments: z.array(slug).min(1),
          })
          .strict(),
      )
      .length(3),
    menuLinks: z.array(z.object({ label: text, department: slug }).strict()).min(1),
  })
  .strict();
export type Expertise = z.infer<typeof expertiseSchema>;
export type ExpertiseService = Expertise['services'][number];

// ------------------------------------------------------------------ articles

export const articleSchema = z
  .object({
    $schema: z.string().optional(),
    slug,
    title: text.max(110),
    date: isoDate,
    updated: isoDate.optional(),
    excerpt: text.max(220),
    description: text.min(70).max(160),
    picture,
    featured: z.boolean(),
    author: text,
    body: z.array(bodyBlock).min(3),
  })
  .strict();
export type Article = z.infer<typeof articleSchema>;

// -------------------------------------------------------------- small lists

export const announcementsSchema = z
  .object({
    $schema: z.string().optional(),
    announcements: z.array(z.object({ date: isoDate, title: text, article: slug.optional() }).strict()).length(2),
  })
  .strict();
export type Announcement = z.infer<typeof announcementsSchema>['announcements'][number];

export const gallerySchema = z
  .object({
    $schema: z.string().optional(),
    heading: text,
    intro: text,
    images: z.array(z.object({ picture, caption: text }).strict()).length(8),
  })
  .strict();
export type Gallery = z.infer<typeof gallerySchema>;

export const navigationSchema = z
  .object({
    $schema: z.string().optional(),
    megaMenu: z.array(slug).length(14),
    footerDepartments: z.array(slug).min(1),
  })
  .strict();
export type Navigation = z.infer<typeof navigationSchema>;
