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

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The length of a text as a reader counts it: a Kannada or Hindi letter with
 * its vowel sign is one character (in JavaScript's count it is two or three),
 * as is an emoji. The limits on text use it, so a translation has the room
 * its English has.
 */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count++;
  return count;
}

/**
 * A text limit in characters as charCount counts them (the text trimmed),
 * applied with .apply(): the check, and the same limit as maxLength or
 * minLength in the editors' JSON Schemas.
 */
function charLimit(bound: 'max' | 'min', limit: number, message?: string) {
  const over = (count: number) => (bound === 'max' ? count > limit : count < limit);
  return <S extends z.ZodType<string>>(schema: S): S =>
    schema
      .superRefine((value, ctx) => {
        if (!over(charCount(value.trim()))) return;
        const custom = message ? { message } : {};
        if (bound === 'max') ctx.addIssue({ code: 'too_big', origin: 'string', maximum: limit, inclusive: true, input: value, ...custom });
        else ctx.addIssue({ code: 'too_small', origin: 'string', minimum: limit, inclusive: true, input: value, ...custom });
      })
      .meta(bound === 'max' ? { maxLength: limit } : { minLength: limit });
}

/** At most `limit` characters (charCount): `text.apply(upTo(60))`. */
const upTo = (limit: number, message?: string) => charLimit('max', limit, message);

/** At least `limit` characters (charCount): `text.apply(atLeast(70))`. */
const atLeast = (limit: number, message?: string) => charLimit('min', limit, message);

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
      )
      .describe(
        'The picture file inside content/images, with its folder, in lower case, e.g. "doctors/dr-asha-rao.jpg". The folder decides the shape the site crops it to.',
      ),
    alt: text
      .apply(upTo(200, 'alt text should say what the picture shows in 200 characters or fewer'))
      .describe('What the picture shows, in words, for visitors who cannot see it (up to 200 characters), e.g. "Dr. Asha Rao in her consulting room".'),
  })
  .strict();

/**
 * A short figure: "20k+" over "Happy patients". A figure that counts what the
 * content already lists (doctors, services, departments) says `count` instead
 * of a `value`, and the site counts for itself, so the figure never goes stale.
 */
export const FIGURE_COUNTS = ['doctors', 'services', 'departments'] as const;
export const figure = z
  .object({
    value: text
      .apply(upTo(16))
      .optional()
      .describe('The figure exactly as it should show, up to 16 characters, e.g. "20k+" or "24x7". Give either a value or a count, not both.'),
    count: z
      .enum(FIGURE_COUNTS)
      .optional()
      .describe(
        `Instead of a value, let the site count: "doctors", "services" or "departments" (a department's own, on its page; the whole hospital's elsewhere). A count of 0 hides the figure.`,
      ),
    label: text.apply(upTo(60)).describe('The words under the figure, up to 60 characters, e.g. "Happy patients".'),
    /** The label when the count is exactly 1 ("Consultant cardiologist"); `label` otherwise. */
    labelOne: text
      .apply(upTo(60))
      .optional()
      .describe('Optional: the words used instead of the label when a counted figure is exactly 1, e.g. "Consultant cardiologist".'),
    icon: iconName.describe('The icon in the round badge beside the figure: a name from lucide.dev/icons in lower case with hyphens, e.g. "stethoscope".'),
  })
  .strict()
  .refine((f) => (f.value === undefined) !== (f.count === undefined), {
    message: 'give either a "value" (written as it should show, like "20k+") or a "count" ("doctors", "services" or "departments"), not both',
  });
export type Figure = z.infer<typeof figure>;

/**
 * The `$schema` line at the top of every content file. Every field below
 * carries a `.describe()`: the text an editor reads when hovering the field
 * in VS Code (tests/unit/editor-schemas.test.ts fails on a field without one).
 */
export const schemaPointer = z
  .string()
  .optional()
  .describe('Tells the editor (e.g. VS Code) which file in content/schemas describes this file, so it can suggest fields and underline mistakes. Leave it as it is.');

// --------------------------------------------------------------- body blocks

/** The building blocks of service and article bodies (the spec's "Body block"). */
export const bodyBlock = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('heading').describe('Always "heading" for a subheading block.'),
      text: text.apply(upTo(120)).describe('The subheading, up to 120 characters, e.g. "When to see a doctor".'),
    })
    .strict()
    .describe('A subheading that starts a new part of the text, e.g. {"type": "heading", "text": "When to see a doctor"}.'),
  z
    .object({
      type: z.literal('paragraph').describe('Always "paragraph" for a paragraph block.'),
      text: text.describe('The paragraph; start a new block for each new paragraph.'),
    })
    .strict()
    .describe('A paragraph of text, e.g. {"type": "paragraph", "text": "Most fevers settle in a few days."}.'),
  z
    .object({
      type: z.literal('lead').describe('Always "lead" for a paragraph that opens with a bold line.'),
      lead: text.apply(upTo(160)).describe('The bold opening line, up to 160 characters, e.g. a question: "Is keyhole surgery safe?".'),
      text: text.describe('The paragraph after the bold line, e.g. the answer to its question.'),
    })
    .strict()
    .describe('A paragraph that opens with a bold line, such as a question and its answer.'),
  z
    .object({
      type: z.literal('picture').describe('Always "picture" for a picture with text beside it.'),
      picture: picture.describe('The picture at the side of the box (above the text on phones), cropped to its folder\'s shape.'),
      heading: text.apply(upTo(120)).optional().describe('Optional small heading over the text beside the picture, up to 120 characters.'),
      text: text.describe('The text beside the picture.'),
    })
    .strict()
    .describe('A picture with text beside it, in a lightly tinted box.'),
  z
    .object({
      type: z.literal('checklist').describe('Always "checklist" for a list with check marks.'),
      items: z
        .array(text.describe('One line of the checklist.'))
        .min(2)
        .describe('The lines of the list, at least 2, each in its own quotes, e.g. ["Your ID card", "Earlier reports"].'),
    })
    .strict()
    .describe('A list with a green check mark before each line, e.g. what to bring.'),
  z
    .object({
      type: z.literal('list').describe('Always "list" for a bulleted list.'),
      items: z
        .array(text.describe('One point of the list.'))
        .min(2)
        .describe('The points of the list, at least 2, each in its own quotes, e.g. ["Fever", "Cough"].'),
    })
    .strict()
    .describe('A bulleted list.'),
]);
export type BodyBlock = z.infer<typeof bodyBlock>;

const faq = z
  .object({
    question: text
      .apply(upTo(200))
      .describe('The question as a patient would ask it, up to 200 characters, e.g. "Is a normal ECG enough to rule out heart disease?".'),
    answer: text.describe('The answer, shown when a visitor opens the question.'),
  })
  .strict();

// ---------------------------------------------------------------------- site

export const siteSchema = z
  .object({
    $schema: schemaPointer,
    name: text.describe(
      `The hospital's full name, shown in the footer, on the home page and after most page titles in browser tabs, e.g. "Hasiru Multispecialty Hospital".`,
    ),
    shortName: text.apply(upTo(30)).describe('A short name of up to 30 characters, shown beside the logo at the top of every page, e.g. "Hasiru Hospital".'),
    tagline: text
      .apply(upTo(120))
      .describe('A one-line motto of up to 120 characters, e.g. "24x7 emergency care for families in south Bengaluru". The site does not show it at present.'),
    blurb: text.describe(
      'A few sentences about the hospital, shown under its name in the footer of every page and given to search engines as its description.',
    ),
    phones: z
      .object({
        hospital: phoneNumber.describe(
          'The main number, on the Call buttons, the round call button at the bottom of every page and in the footer, e.g. "+91 80 4000 1000".',
        ),
        emergency: phoneNumber.describe(
          'The 24x7 emergency number, shown at the very top of every page, in the footer and on the Contact page, e.g. "+91 80 4000 0000".',
        ),
        landline: phoneNumber.describe('A landline number, listed on the Contact page, e.g. "+91 80 2600 0100".'),
        mobiles: z
          .array(phoneNumber.describe('One mobile number, e.g. "+91 90000 11111".'))
          .describe('Mobile numbers listed on the Contact page, each in its own quotes; may be empty: [].'),
      })
      .strict()
      .describe(`The hospital's phone numbers. Write each as +91 and the 10 digits; spaces are fine, e.g. "+91 80 4000 0000".`),
    whatsapp: phoneNumber.describe(
      'The WhatsApp number that every WhatsApp button, booking button and message form opens a chat with, e.g. "+91 90000 11111".',
    ),
    whatsappGreeting: text
      .apply(upTo(300))
      .describe(
        'The message already typed in when a visitor presses a general WhatsApp button, up to 300 characters, e.g. "Hello, I would like to know more about your services."',
      ),
    email: z
      .email('must be an e-mail address')
      .describe('The e-mail address shown at the top of wider screens, in the footer and on the Contact page, e.g. "care@hospital.example".'),
    address: z
      .object({
        street: text.describe('Building number and street, e.g. "No. 12, 27th Cross Road".'),
        locality: text.describe('The area of the city, e.g. "Jayanagar 8th Block".'),
        city: text.describe('The city, e.g. "Bengaluru".'),
        region: text.describe('The state, e.g. "Karnataka".'),
        postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code').describe('The 6-digit PIN code, in quotes, e.g. "560070".'),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "IN"')
          .describe('The country as two capital letters, for search engines (not shown), e.g. "IN".'),
      })
      .strict()
      .describe(`The hospital's postal address, shown in the footer and on the Contact page and given to search engines.`),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).describe('Latitude, a number without quotes between -90 and 90, e.g. 12.919.'),
        longitude: z.number().min(-180).max(180).describe('Longitude, a number without quotes between -180 and 180, e.g. 77.587.'),
      })
      .strict()
      .describe('Where the hospital is, as map coordinates, for search engines (not shown on the pages).'),
    openingHours: z
      .object({
        emergency: text.describe('When the emergency department is open, shown after "Emergency:", e.g. "Open 24 hours, every day".'),
        opd: text.describe('Outpatient (OPD) hours, shown after "OPD:", e.g. "Monday to Saturday, 9 am to 5 pm".'),
      })
      .strict()
      .describe('Opening hours in words, shown on the Contact page.'),
    social: z
      .array(
        z
          .object({
            network: z
              .enum(['facebook', 'instagram', 'twitter', 'youtube', 'linkedin', 'maps'])
              .describe('Which network, which decides the icon: "facebook", "instagram", "twitter", "youtube", "linkedin" or "maps".'),
            label: text.describe('What a screen reader says for the icon, e.g. "Hasiru Hospital on Facebook".'),
            url: httpsUrl
              .optional()
              .describe(`The page's full https:// address, e.g. "https://www.facebook.com/yourhospital". Leave it out to hide this network's icon.`),
          })
          .strict()
          .describe('One social media page.'),
      )
      .min(1)
      .describe(`The hospital's social media pages, shown as small icons at the top of wider screens and in the footer, and given to search engines.`),
    directoryLinks: z
      .array(
        z
          .object({
            label: text.describe('A name to recognise the listing by (not shown on the site), e.g. "Our page in a health directory".'),
            url: httpsUrl.describe(`The listing's full https:// address.`),
          })
          .strict()
          .describe('One listing.'),
      )
      .describe(`The hospital's listings on other websites, such as health directories, given to search engines only; may be empty: [].`),
    map: z
      .object({
        directionsUrl: httpsUrl.describe(
          'The full https:// address that "Get directions" opens, in the footer and on the Contact page, e.g. "https://www.google.com/maps/dir/?api=1&destination=12.919,77.587".',
        ),
        embedUrl: httpsUrl.describe(
          'The full https:// address of the map shown on the Contact page once a visitor presses "Show map", e.g. "https://www.google.com/maps?q=12.919,77.587&output=embed".',
        ),
      })
      .strict()
      .describe('Links to the hospital on a map service such as Google Maps.'),
    credit: z
      .object({
        name: text.describe('The credit text, e.g. "Web design: Saffron Leaf Studio".'),
        url: httpsUrl.optional().describe('Optional full https:// address; when given, the credit text links to it.'),
      })
      .strict()
      .describe('The credit line at the bottom right of every page, e.g. for the web designer.'),
    languages: z
      .array(
        z
          .object({
            code: z.string().regex(/^[a-z]{2}$/).describe('The two-letter language code in lower case, e.g. "kn" for Kannada.'),
            label: text.describe(`The language's name, e.g. "Kannada".`),
            available: z.boolean().describe('true (without quotes) to list the language, false to leave it out for now.'),
          })
          .strict()
          .describe('One language.'),
      )
      .min(1)
      .describe('Languages, for search engines: those marked available are listed as languages patients can talk to the hospital in. Not shown on the pages.'),
    logo: picture.describe(
      `The hospital's logo, shown square beside the short name at the top of every page and in the corner of link-preview pictures; kept in brand/.`,
    ),
  })
  .strict()
  .describe(`The hospital's details used on every page: name, phone numbers, WhatsApp, e-mail, address, map links, social links, opening hours and logo.`);
export type Site = z.infer<typeof siteSchema>;

// -------------------------------------------------------------------- pages

const pageCopy = z
  .object({
    title: text
      .apply(upTo(70, 'a page title should be 70 characters or fewer'))
      .describe('The page title in browser tabs and search results, up to 70 characters, e.g. "About Us". Most pages get " | " and the hospital name added after it.'),
    description: text
      .apply(atLeast(70, 'a description should be at least 70 characters so search results show something useful'))
      .apply(upTo(160, 'a description should be 160 characters or fewer'))
      .describe('The summary search engines and link previews show under the title, 70 to 160 characters. Not shown on the page itself.'),
    keywords: z
      .array(text.describe('One search phrase, e.g. "hospital near JP Nagar".'))
      .optional()
      .describe('Optional search phrases people might use to find this page, each in its own quotes, for search engines (not shown).'),
    heading: text.apply(upTo(90)).describe('The large heading at the top of the page, up to 90 characters, e.g. "About Us".'),
    intro: text.describe(`The line under the page's large heading, one or two sentences.`),
  })
  .strict();
export type PageCopy = z.infer<typeof pageCopy>;

export const pagesSchema = z
  .object({
    $schema: schemaPointer,
    home: pageCopy.describe(
      `The home page (/). Only its title, description and keywords are used; the home page's heading and text are "hero" in home.json.`,
    ),
    about: pageCopy.describe('The About Us page (/about/).'),
    services: pageCopy.describe('The Services page (/services/), which lists the Centre of Expertise services.'),
    ourdoctor: pageCopy.describe('The Our Doctors page (/ourdoctor/); its heading and intro also top each department view of the doctors.'),
    gallery: pageCopy.describe('The Gallery page (/gallery/).'),
    blog: pageCopy.describe(`The blog's list of articles (/blog/ and its numbered pages).`),
    contact: pageCopy.describe('The Contact Us page (/contact/).'),
    mainservice: pageCopy.describe('The page that lists every department (/mainservice/).'),
    subblog: pageCopy.describe('An old address (/subblog/) kept so that old links still work: it lists every article and is hidden from search engines.'),
    hospitalservice: pageCopy.describe(
      'An old address (/Hospitalservice/) kept so that old links still work: it links every service and department and is hidden from search engines.',
    ),
    search: pageCopy.describe('The site search page (/search/), hidden from search engines.'),
    notFound: pageCopy.describe('The "page not found" screen. Its title and description are used and its intro is the message shown; its heading is not shown.'),
  })
  .strict()
  .describe(`Each page's title and description for search results, and the large heading and intro line at the top of the page.`);
export type Pages = z.infer<typeof pagesSchema>;

// ---------------------------------------------------------------------- home

export const homeSchema = z
  .object({
    $schema: schemaPointer,
    hero: z
      .object({
        heading: text
          .apply(upTo(90))
          .describe(`The home page's main heading, up to 90 characters, e.g. "24x7 emergency care and 14 specialities in Jayanagar".`),
        text: text.describe('The paragraph under the main heading, one or two sentences.'),
      })
      .strict()
      .describe('The top of the home page: the main heading and a short paragraph above the WhatsApp, Call and Emergency buttons.'),
    serviceTiles: z
      .array(
        z
          .object({
            title: text.apply(upTo(60)).describe(`The caption under the tile's picture, up to 60 characters, e.g. "Digital ECG, echo and TMT".`),
            picture: picture.describe(`The tile's picture; kept in tiles/, which crops it to 4:3.`),
          })
          .strict()
          .describe('One facility tile.'),
      )
      .min(1, 'the facilities strip needs at least one tile')
      .describe('The "Our facilities" strip of picture tiles near the top of the home page; at least one.'),
    welcome: z
      .object({
        heading: text.describe('The heading of the welcome section, e.g. "Welcome to Hasiru Multispecialty Hospital".'),
        paragraphs: z
          .array(text.describe('One paragraph.'))
          .min(1)
          .describe('The welcome text, one paragraph per quoted line; at least one.'),
        picture: picture.describe('The picture beside the welcome text; kept in home/, which crops it to 4:3.'),
      })
      .strict()
      .describe('The welcome section of the home page, with an "About the hospital" button under its text.'),
    highlights: z
      .array(
        z
          .object({
            title: text.apply(upTo(40)).describe(`The card's heading, up to 40 characters, e.g. "Emergency Services".`),
            text: text.describe(`One or two sentences under the card's heading.`),
            icon: iconName.describe(`The card's icon: a name from lucide.dev/icons in lower case with hyphens, e.g. "siren".`),
            department: slug
              .optional()
              .describe(`Optional: a department's slug (its file name in departments/ without .json), making the card's heading a link to that department, e.g. "radiology".`),
          })
          .strict()
          .describe('One highlight card.'),
      )
      .min(1, 'the highlights row needs at least one highlight')
      .describe('The row of highlight cards, each with an icon, just under the top of the home page; at least one.'),
    slides: z
      .array(
        z
          .object({
            caption: text.apply(upTo(120)).describe('The caption on the slide, up to 120 characters, e.g. "Emergency and accident care, 24x7".'),
            large: picture.describe('The picture for screens 768 px and wider; kept in slides/large/, which crops it wide (12:5).'),
            small: picture.describe(`The picture for phones (its alt text is the one screen readers say on any screen); kept in slides/small/, which crops it to 4:3.`),
          })
          .strict()
          .describe('One slide.'),
      )
      .min(1, 'the picture carousel needs at least one slide')
      .describe(`The carousel of pictures from inside the hospital; at least one. The first slide's large picture is also the default picture of shared links.`),
    departmentsSection: z
      .object({
        heading: text.describe(`The section's heading, e.g. "Our departments".`),
        intro: text.describe(`The line under the section's heading.`),
        departments: z
          .array(slug.describe(`One department's slug, e.g. "cardiology".`))
          .min(1, 'list at least one department slug to show on the home page')
          .describe('The departments that get a tile, in order, by slug (file name in departments/ without .json), e.g. ["cardiology", "urology"].'),
      })
      .strict()
      .describe(`The home page's Departments section: a heading, a line of text and a tile for each chosen department.`),
    doctorsSection: z
      .object({
        heading: text.describe('The heading above the doctors carousel, e.g. "Doctors by department".'),
        intro: text.describe('The line under that heading.'),
      })
      .strict()
      .describe('The heading and line above the home page carousel of doctors, which shows the first 30 doctors in doctors.json.'),
    keyFigures: z
      .array(figure.describe('One figure: a value or a count, a label and an icon.'))
      .min(1, 'the figures row needs at least one figure')
      .max(6, 'the figures row has room for at most 6 figures; remove one')
      .describe('The row of figures on the home and About Us pages, e.g. "20k+" over "Happy patients"; 1 to 6 figures.'),
    vision: text.describe(`The hospital's vision, one or two sentences, shown under "Our vision" on the home and About Us pages.`),
    mission: text.describe(`The hospital's mission, one or two sentences, shown under "Our mission" on the home and About Us pages.`),
    coreValues: z
      .array(
        z
          .object({
            title: text.describe(`The value's name, e.g. "Patient-Centered Care".`),
            text: text.describe('One or two sentences on what it means.'),
            icon: iconName.describe(`The value's icon: a name from lucide.dev/icons in lower case with hyphens, e.g. "hand-heart".`),
          })
          .strict()
          .describe('One core value.'),
      )
      .min(1, 'list at least one core value')
      .describe('The "Our core values" cards on the home and About Us pages; at least one.'),
    testimonials: z
      .array(
        z
          .object({
            name: text.describe('The patient\'s name as they agreed to have it shown, e.g. "Meena R.".'),
            text: text.describe('What the patient said, in their own words.'),
            rating: z.number().int().min(1).max(5).describe('Stars out of 5: a whole number from 1 to 5, without quotes, e.g. 5.'),
            picture: picture.describe('The small round picture beside the name; kept in testimonials/, which crops it square.'),
            context: text
              .optional()
              .describe('Optional line under the name saying what the patient came for, e.g. "Knee replacement, Orthopaedics".'),
          })
          .strict()
          .describe(`One patient's words.`),
      )
      .min(1, 'the testimonials carousel needs at least one testimonial')
      .describe('The "What our patients say" carousel; at least one.'),
    blogTeasers: z
      .object({
        heading: text.describe(`The section's heading, e.g. "Health articles from our doctors".`),
        intro: text.describe(`The line under the section's heading.`),
        articles: z
          .array(slug.describe(`One article's slug, e.g. "cardiac-arrest-what-to-do".`))
          .min(1, 'list at least one article slug to tease on the home page')
          .describe('The articles shown as cards, in order, by slug (file name in articles/ without .json); at least one.'),
      })
      .strict()
      .describe(`The home page's "Media center" carousel of article cards.`),
    banner: z
      .object({
        heading: text.describe(`The banner's heading, e.g. "Need to see a doctor?".`),
        text: text.describe(`One or two sentences under the banner's heading.`),
      })
      .strict()
      .describe('The closing banner near the bottom of the home page, beside the Call and WhatsApp buttons.'),
    modal: z
      .object({
        heading: text.describe(`The form's heading, e.g. "Contact Us".`),
        intro: text.describe(`The line under the form's heading, saying what happens after a visitor sends it.`),
      })
      .strict()
      .describe(`The message form near the bottom of the home page; the same heading and line top the form that pops up the first time a visitor opens the home page in a session.`),
  })
  .strict()
  .describe('Everything on the home page. Its figures, vision, mission and core values also show on the About Us page.');
export type Home = z.infer<typeof homeSchema>;

// --------------------------------------------------------------------- about

export const aboutSchema = z
  .object({
    $schema: schemaPointer,
    about: z
      .object({
        heading: text.describe(`The section's heading, e.g. "Best Multispecialty Hospital in South Bangalore".`),
        paragraphs: z
          .array(text.describe('One paragraph.'))
          .min(2)
          .describe('The text about the hospital, one paragraph per quoted line; at least two.'),
        picture: picture.describe('The picture beside the text; kept in about/, which crops it to 4:3.'),
      })
      .strict()
      .describe('The main section of the About Us page, under the page heading: a heading, paragraphs and a picture.'),
    banner: z
      .object({
        heading: text.describe(`The banner's heading, e.g. "Care you can reach at any hour".`),
        text: text.describe(`One or two sentences under the banner's heading.`),
      })
      .strict()
      .describe('The closing banner at the bottom of the About Us page, beside the Call and WhatsApp buttons.'),
  })
  .strict()
  .describe('The About Us page (/about/). The figures, vision, mission and core values under its text come from home.json.');
export type About = z.infer<typeof aboutSchema>;

export const contactSchema = z
  .object({
    $schema: schemaPointer,
    locationsHeading: text.describe('The heading beside the map, e.g. "How to reach us".'),
    locationsText: text.describe('A few sentences under that heading on how to find the hospital.'),
    landmarks: z
      .array(text.describe('One landmark, e.g. "A short auto ride from the Jayanagar metro station".'))
      .min(1)
      .describe('A bulleted list of landmarks under that text; at least one.'),
    formHeading: text.describe('The heading of the message form, e.g. "Send us a message".'),
    formIntro: text.describe(`The line under the form's heading.`),
    infoHeading: text.describe('The heading of the box with the address, phone numbers, e-mail and hours, e.g. "Contact information".'),
  })
  .strict()
  .describe('The text of the Contact Us page (/contact/). The address, phone numbers, e-mail, hours and map come from site.json.');
export type Contact = z.infer<typeof contactSchema>;

// ------------------------------------------------------------------- doctors

export const doctorSchema = z
  .object({
    id: slug.describe(
      `The doctor's web address: lower case and hyphens, unique, e.g. "dr-asha-rao" for /ourdoctor/dr-asha-rao/. "page" and "department" are taken.`,
    ),
    name: text.apply(upTo(60)).describe(`The doctor's name on their card and page, up to 60 characters, e.g. "Dr. Asha Rao".`),
    title: text.apply(upTo(80)).describe('The job title under the name, up to 80 characters, e.g. "Consultant Cardiologist".'),
    experienceYears: z
      .number()
      .int()
      .min(3, 'experience is 3 years or more')
      .max(35, 'experience is 35 years or fewer')
      .describe('Years the doctor has practised, as a number without quotes (shown as "12+ Years of Experience"), e.g. 12.'),
    /** What the doctor's card says under the name; the first department's name when left out. */
    displayDepartment: text
      .apply(upTo(60))
      .optional()
      .describe(
        `Optional: the department line on the doctor's card and in the booking message, up to 60 characters, e.g. "Interventional Radiology". Left out, it is the first department's name.`,
      ),
    qualifications: text
      .apply(upTo(160))
      .describe(`The doctor's degrees separated by commas, shown under "Qualifications" on their page, up to 160 characters, e.g. "MBBS, MD (General Medicine)".`),
    /** Slugs of the departments this doctor works in (file names in departments/, e.g. "cardiology"): the one place that says it. */
    departments: z
      .array(slug.describe(`One department's slug, e.g. "cardiology".`))
      .describe(
        'The departments the doctor works in, main one first, by slug (file name in departments/ without .json), e.g. ["cardiology"]. Department pages and the doctor filter follow it.',
      ),
    photo: picture.describe(`The doctor's portrait on their card and page; kept in doctors/, which crops it square, e.g. "doctors/dr-asha-rao.jpg".`),
    profile: z
      .array(text.describe('One paragraph.'))
      .min(1)
      .describe(`The doctor's profile under "Profile" on their page, one paragraph per quoted line; at least one.`),
    focusAreas: z
      .array(text.describe('One focus area, e.g. "Knee replacement".'))
      .min(1)
      .describe(`The bulleted list under "Focus areas" on the doctor's page; at least one.`),
    languages: z
      .array(z.enum(['English', 'Kannada', 'Hindi', 'Tamil', 'Telugu']).describe('One language, e.g. "Kannada".'))
      .min(1)
      .describe(`The languages the doctor speaks, shown on their page: any of "English", "Kannada", "Hindi", "Tamil", "Telugu"; at least one.`),
    opd: z
      .object({
        days: text.describe('The days, e.g. "Monday to Saturday".'),
        hours: text.describe('The hours, e.g. "10 am to 2 pm".'),
      })
      .strict()
      .describe(`When the doctor sees outpatients, shown under "OPD" on their page as "days, hours".`),
  })
  .strict();
/** A doctor as written in doctors.json. */
export type DoctorEntry = z.infer<typeof doctorSchema>;
/** A doctor as the site uses it: `displayDepartment` filled in from the first department when the file leaves it out. */
export type Doctor = DoctorEntry & { displayDepartment: string };
export const doctorsSchema = z
  .object({
    $schema: schemaPointer,
    doctors: z
      .array(doctorSchema.describe('One doctor.'))
      .min(1)
      .describe('Every doctor, in the order the site lists them; the home page carousel shows the first 30.'),
  })
  .strict()
  .describe(`The hospital's doctors. Each has a page at /ourdoctor/<id>/ and appears on the Our Doctors page and on their departments' pages.`);

export const doctorFilterSchema = z
  .object({
    $schema: schemaPointer,
    options: z
      .array(
        z
          .object({
            label: text
              .apply(upTo(40))
              .describe(`The choice's name in the list, up to 40 characters, e.g. "Cardiology"; it also makes the choice's address, /ourdoctor/department/cardiology/.`),
            picture: picture.describe('The small round picture beside the choice; kept in filter/, which crops it square.'),
            /** The departments whose doctors this choice lists (slugs); "All" lists every doctor and has none. */
            departments: z
              .array(slug.describe(`One department's slug, e.g. "cardiology".`))
              .optional()
              .describe('The departments whose doctors this choice lists, by slug, e.g. ["cardiology"]. Leave it out for "All", which lists every doctor.'),
          })
          .strict()
          .describe('One choice.'),
      )
      .min(1, 'the doctor filter needs at least its first choice, "All"')
      .describe('The choices in the order shown; the first must be "All".'),
  })
  .strict()
  .describe('The choices of the DEPARTMENTS list on the Our Doctors page; each choice has its own page listing its doctors.');
export type DoctorFilterOption = z.infer<typeof doctorFilterSchema>['options'][number];

// --------------------------------------------------------------- departments

export const serviceSchema = z
  .object({
    slug: slug.describe(
      `The service's short name for its address, unique in its department, e.g. "digital-ecg" (its card opens at /mainservice/cardiology/#digital-ecg).`,
    ),
    name: text.apply(upTo(90)).describe('The name on the service\'s card and over its text, up to 90 characters, e.g. "Digital ECG".'),
    summary: text
      .apply(upTo(160, 'a service summary is at most 160 characters'))
      .describe(`One sentence on the service's card and under its name when opened, up to 160 characters.`),
    picture: picture.describe(`The picture on the service's card and beside its text; kept in services/, which crops it to 4:3.`),
    body: z
      .array(bodyBlock.describe('One block; its "type" says which kind.'))
      .min(1)
      .describe(`The service's text, shown when its card is opened, as a list of blocks (headings, paragraphs, lists, pictures); at least one.`),
  })
  .strict();
export type Service = z.infer<typeof serviceSchema>;

export const departmentSchema = z
  .object({
    $schema: schemaPointer,
    slug: slug.describe(
      `The department's web address and file name, e.g. "cardiology" for /mainservice/cardiology/ in departments/cardiology.json; other files name the department by it.`,
    ),
    name: text.apply(upTo(60)).describe(`The department's name, up to 60 characters: its page heading, and its name in menus and on tiles, e.g. "Cardiology".`),
    summary: text
      .apply(upTo(200))
      .describe(`One sentence of up to 200 characters under the page heading, on the department's tiles and in search results.`),
    description: z
      .array(text.describe('One paragraph.'))
      .min(1)
      .describe('The paragraphs under "About <department name>" on the page, one per quoted line; at least one.'),
    icon: iconName.describe(
      `The department's icon in the Departments menu and on the page of all departments: a name from lucide.dev/icons, e.g. "heart-pulse".`,
    ),
    picture: picture.describe(
      `The picture at the top of the department's page, also on its home page tile and in link previews; kept in departments/, which crops it to 3:2.`,
    ),
    stats: z
      .array(figure.describe('One figure: a value or a count, a label and an icon.'))
      .min(1, 'a department shows at least one figure')
      .max(4, 'the figures column has room for at most 4 figures; remove one')
      .describe('The figures beside the "About" text, 1 to 4, e.g. "24x7" over "Emergency support".'),
    infoLine: text.optional().describe('Optional highlighted note under the "About" text, e.g. what to bring to a visit.'),
    serviceLine: text.describe(`The heading over the department's service cards, e.g. "Heart tests and clinics we offer".`),
    services: z
      .array(serviceSchema.describe('One service.'))
      .describe(`The department's services, shown as cards that open to show each service's text; may be empty: [].`),
    conditions: z
      .array(
        z
          .object({
            name: text.apply(upTo(80)).describe(`The condition's name, up to 80 characters, e.g. "Coronary artery disease".`),
            text: text.describe('One or two sentences on what it is.'),
          })
          .strict()
          .describe('One condition.'),
      )
      .min(1)
      .describe('The "Conditions we treat" cards; at least one.'),
    specialty: z
      .object({
        heading: text.describe(`The section's heading, e.g. "About cardiology".`),
        paragraphs: z
          .array(text.describe('One paragraph.'))
          .min(1)
          .describe(`The section's paragraphs, at least one; the last must advise readers to consult a qualified professional.`),
        infoCards: z
          .array(figure.describe('One fact card.'))
          .min(1, 'give the specialty section at least one fact card')
          .max(4, 'the specialty section has room for at most 4 fact cards; remove one')
          .describe(
            '1 to 4 small fact cards, each showing its value over its label, e.g. "Mon-Sat" over "OPD consultations"; a card may "count" the department\'s doctors or services like a figure. The icon is required but not shown on these cards.',
          ),
      })
      .strict()
      .describe('The "Specialty information" section: a heading, paragraphs and small fact cards.'),
    faqs: z
      .array(faq.describe('One question and its answer.'))
      .describe('The "Frequently asked questions" near the bottom of the page, also given to search engines; may be empty: [].'),
  })
  .strict()
  .describe('One department, with its page at /mainservice/<slug>/. The file name must be the slug followed by .json.');
export type Department = z.infer<typeof departmentSchema>;

// ---------------------------------------------------- centre-of-expertise pages

export const expertiseSchema = z
  .object({
    $schema: schemaPointer,
    heading: text.describe(
      'The heading over the list on the Services page, also on the old /Hospitalservice/ page, e.g. "Centre of Expertise - Institute of Advanced Surgery".',
    ),
    intro: text.describe('The paragraph under that heading on the Services page.'),
    services: z
      .array(
        z
          .object({
            slug: slug.describe(`The service's web address, unique, e.g. "plastic-and-cosmetic-surgery" for /services/plastic-and-cosmetic-surgery/.`),
            name: text.apply(upTo(80)).describe(`The service's name on its card, its page heading and its link in the Departments menu, up to 80 characters.`),
            summary: text.apply(upTo(160)).describe(`One sentence on the service's card and under its page heading, up to 160 characters.`),
            description: text.apply(atLeast(70)).apply(upTo(160)).describe(`The summary search engines show for the service's page, 70 to 160 characters.`),
            picture: picture.describe(`The picture on the service's card and at the top of its page; kept in services/, which crops it to 4:3.`),
            body: z
              .array(bodyBlock.describe('One block; its "type" says which kind.'))
              .min(1)
              .describe(`The service page's text as blocks; the last must advise readers to consult a qualified professional.`),
            departments: z
              .array(slug.describe(`One department's slug, e.g. "plasticsurgery".`))
              .min(1)
              .describe('The departments linked under "Related departments" on the service\'s page, by slug; at least one.'),
          })
          .strict()
          .describe('One service.'),
      )
      .min(1, 'list at least one Centre of Expertise service')
      .describe('The Centre of Expertise services, each with its own page and a link in the Departments menu; at least one.'),
    menuLinks: z
      .array(
        z
          .object({
            label: text.describe(`The link's text, e.g. "Orthopedic Surgery".`),
            department: slug.describe('The slug of the department it leads to, e.g. "orthopaedics".'),
          })
          .strict()
          .describe('One link.'),
      )
      .min(1)
      .describe(`More links, each to a department's page, under "Also in our surgical centre" on the Services page and in the Departments menu.`),
  })
  .strict()
  .describe('The Centre of Expertise: the Services page (/services/) and a page for each service at /services/<slug>/.');
export type Expertise = z.infer<typeof expertiseSchema>;
export type ExpertiseService = Expertise['services'][number];

// ------------------------------------------------------------------ articles

export const articleSchema = z
  .object({
    $schema: schemaPointer,
    slug: slug.describe(`The article's web address and file name, e.g. "monsoon-fevers" for /blog/monsoon-fevers/ in articles/monsoon-fevers.json.`),
    title: text.apply(upTo(110)).describe(`The article's heading, also on its cards and in browser tabs, up to 110 characters.`),
    date: isoDate.describe('The day it was published, written YYYY-MM-DD, e.g. "2024-03-11"; the blog lists the newest first.'),
    updated: isoDate.optional().describe('Optional: the day it was last revised, YYYY-MM-DD, shown as "Updated" beside the date it was posted.'),
    excerpt: text.apply(upTo(220)).describe(`One or two sentences on the article's cards and under its heading, up to 220 characters.`),
    description: text.apply(atLeast(70)).apply(upTo(160)).describe('The summary search engines show for the article, 70 to 160 characters.'),
    picture: picture.describe('The picture at the top of the article, on its cards and in link previews; kept in articles/, which crops it to 16:9.'),
    featured: z
      .boolean()
      .describe('true (without quotes) to show the article in the "Latest updates & articles" strip of the blog pages, false otherwise.'),
    author: text.describe('Who wrote it, shown as "Posted on (date) by (author)", e.g. "Dr. Lakshmi Narayan, Internal Medicine".'),
    body: z
      .array(bodyBlock.describe('One block; its "type" says which kind.'))
      .min(3)
      .describe(`The article's text as blocks, at least 3; the last must advise readers to consult a qualified professional.`),
  })
  .strict()
  .describe('One blog article, with its page at /blog/<slug>/. The file name must be the slug followed by .json.');
export type Article = z.infer<typeof articleSchema>;

// -------------------------------------------------------------- small lists

export const announcementsSchema = z
  .object({
    $schema: schemaPointer,
    announcements: z
      .array(
        z
          .object({
            date: isoDate.describe('The date shown above it, written YYYY-MM-DD, e.g. "2026-09-05".'),
            title: text.describe('The announcement in one line, e.g. "Saturday OPD now open until 5 pm".'),
            article: slug.optional().describe(`Optional: an article's slug, making the title a link to that article, e.g. "cardiac-arrest-what-to-do".`),
          })
          .strict()
          .describe('One announcement.'),
      )
      .describe('The announcements, in the order shown; may be empty: [].'),
  })
  .strict()
  .describe(`The "Latest announcements" box beside the blog and every article; with no announcements the box is not shown.`);
export type Announcement = z.infer<typeof announcementsSchema>['announcements'][number];

export const gallerySchema = z
  .object({
    $schema: schemaPointer,
    heading: text.describe('The heading above the pictures, e.g. "Inside our hospital".'),
    intro: text.describe('The line under that heading.'),
    images: z
      .array(
        z
          .object({
            picture: picture.describe('The picture; kept in gallery/, which crops it to 4:3.'),
            caption: text.describe('The caption under the picture, e.g. "Reception and help desk".'),
          })
          .strict()
          .describe('One picture with its caption.'),
      )
      .min(1, 'the gallery needs at least one picture')
      .describe('The pictures, in the order shown; at least one.'),
  })
  .strict()
  .describe('The Gallery page (/gallery/).');
export type Gallery = z.infer<typeof gallerySchema>;

export const navigationSchema = z
  .object({
    $schema: schemaPointer,
    megaMenu: z
      .array(slug.describe(`One department's slug, e.g. "cardiology".`))
      .min(1, 'the Departments menu needs at least one department')
      .max(16, 'the Departments menu shows at most 16 departments; move the rest to footerDepartments or leave them to the departments page, which lists every department')
      .describe('The departments in the Departments menu at the top of every page and in the phone menu, in order, by slug; 1 to 16.'),
    footerDepartments: z
      .array(slug.describe(`One department's slug, e.g. "cardiology".`))
      .min(1)
      .describe(`The departments in the footer's Departments column, in order, by slug; at least one.`),
  })
  .strict()
  .describe(`Which departments the site's menus list.`);
export type Navigation = z.infer<typeof navigationSchema>;
