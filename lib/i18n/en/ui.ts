/**
 * The interface strings of the site in every language it speaks: the fixed
 * words that code writes (menus, buttons, labels, screen-reader text, form
 * messages, chat-message labels), as opposed to content, which comes from
 * content/<lang>/*.json.
 *
 * Each English entry is exactly what the code writes today (the source file
 * is named in each group's comment), so swapping a literal for
 * `ui(lang).group.key` changes no English output. Wired so far: the islands
 * and the server components that render them (form, validation, chat,
 * carousel, quickContact, servicePanel, contact's map). The groups islands
 * write in the browser live in modules of their own in each language's
 * folder (en/chat-form.ts, kn/carousel.ts, …), so that an island loads its
 * page's language alone; this file composes them.
 *
 * Conventions:
 * - An entry that takes values is a function; where English has a plural,
 *   the function chooses (`summaryAll(1)` says "doctor", `summaryAll(4)`
 *   "doctors").
 * - Names of departments, doctors and services passed in come from the
 *   translated content. Kannada templates never add a case ending to such a
 *   name (names carry a bracketed English term, and some already end in
 *   ವಿಭಾಗ), so they put it before a colon or a free-standing word instead.
 * - Digits stay Western (0-9); phone numbers, "24x7", "WhatsApp", "OPD" and
 *   e-mail examples stay as they are. Hindi ends sentences with "।".
 * - Terms follow content/kn/GLOSSARY.md and content/hi/GLOSSARY.md
 *   (the translators' glossaries).
 * - Words an island writes after it has loaded are passed to it as props,
 *   which are JSON: an island's entry that takes values is a template with
 *   "{name}" placeholders instead of a function (`searchPage.island`, filled
 *   in by lib/search.ts fillIn).
 * - Where the code writes "Label: value" in one text node the colon is part
 *   of the entry ('Emergency:'); where a template adds it (`${label}: `) it
 *   is not.
 */

import { LANGUAGE_NAMES, type Language } from '../languages';
import type { Widen } from '../widen';
import * as enChatForm from './chat-form';
import * as knChatForm from '../kn/chat-form';
import * as hiChatForm from '../hi/chat-form';
import * as enCarousel from './carousel';
import * as knCarousel from '../kn/carousel';
import * as hiCarousel from '../hi/carousel';

export type { Widen } from '../widen';
import type { SearchWords } from '../../search';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const KN_MONTHS = ['ಜನವರಿ', 'ಫೆಬ್ರವರಿ', 'ಮಾರ್ಚ್', 'ಏಪ್ರಿಲ್', 'ಮೇ', 'ಜೂನ್', 'ಜುಲೈ', 'ಆಗಸ್ಟ್', 'ಸೆಪ್ಟೆಂಬರ್', 'ಅಕ್ಟೋಬರ್', 'ನವೆಂಬರ್', 'ಡಿಸೆಂಬರ್'] as const;
const HI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;


const enDoctors = (n: number) => (n === 1 ? 'doctor' : 'doctors');

const en = {
  /** Shared by many files: the " (opens in a new tab)" sr-only suffix (top-bar, footer, social-links, call-banner, hero, contact-details, map-card, chat-form, chat-alternatives, department and service pages), the WhatsApp button word (top-bar, hero, call-banner), "Call {phone}" (hero, call-banner, doctor profile, department page), "Close" (islands/parts/dialog-frame.tsx sr-only), "Get directions" (site-footer, contact-details, map-card). */
  common: {
    opensInNewTab: ' (opens in a new tab)',
    whatsapp: 'WhatsApp',
    call: (phone: string) => `Call ${phone}`,
    close: 'Close',
    getDirections: 'Get directions',
  },

  /** components/layout/site-header.tsx; skipToMain from app/layout.tsx; topBarEmergency from components/layout/top-bar.tsx (after the md-only "24x7 "). */
  header: {
    skipToMain: 'Skip to main content',
    tagline: 'Multispecialty · Jayanagar',
    /** sr-only, after the short name in the logo link. */
    homePageSuffix: ', home page',
    mainNav: 'Main',
    /** The search page link between lg and xl (sr-only). */
    searchLink: 'Search',
    /** The sticky bar's call button, sr-only: "Emergency call +91 …". */
    emergencyCall: (phone: string) => `Emergency call ${phone}`,
    /** The phone bar's call button: visible word, then the sr-only rest. */
    emergency: 'Emergency',
    emergencyCallRest: (phone: string) => ` call ${phone}`,
    topBarEmergency: 'Emergency:',
  },

  /** Navigation labels: components/layout/site-header.tsx, mobile-menu.tsx, site-footer.tsx, error-screen.tsx, and the breadcrumbs of app/ pages and components/doctors/doctor-directory.tsx. */
  menu: {
    home: 'Home',
    about: 'About Us',
    doctors: 'Our Doctors',
    departments: 'Departments',
    media: 'Media',
    /** The gallery's entry in the header's Media menu. */
    image: 'Image',
    gallery: 'Gallery',
    blog: 'Blog',
    contact: 'Contact Us',
    services: 'Services',
    allDepartments: 'All departments',
    /** The mega menu's link to the departments index. */
    allDepartmentsCount: (count: number) => `All ${count} departments`,
    centreOfExpertise: 'Centre of Expertise',
    /** mobile-menu.tsx: the menu button, its Back button, its nav label and its emergency button ("24x7 Emergency: +91 …"). */
    menuButton: 'Menu',
    back: 'Back',
    mobileNav: 'Mobile',
    emergency24x7: '24x7 Emergency:',
  },

  /** components/layout/site-search-form.tsx (header and mobile menu). */
  search: {
    formLabel: 'Site',
    inputLabel: 'Search the site',
    placeholder: 'Search doctors, conditions…',
    submit: 'Search',
  },

  /** The search page, views/search.tsx (app/search/page.tsx before): its breadcrumb, the no-JavaScript box and the browse links; `island` is islands/site-search.tsx's words (lib/search.ts SearchWords), templates with {count} and {query}. */
  searchPage: {
    crumb: 'Search',
    noscript: 'Searching needs JavaScript, which is turned off in this browser. Every doctor and department can still be reached from these pages:',
    browseDepartments: 'All departments',
    browseDoctors: 'Our doctors',
    island: {
      label: 'Doctor, department, condition or article',
      placeholder: 'For example: Hegde, Urology, kidney stones',
      submit: 'Search',
      searching: 'Searching…',
      resultOne: '{count} result for “{query}”',
      resultMany: '{count} results for “{query}”',
      noResults: 'No results for “{query}”. Try a doctor’s name, a department or a condition.',
      failed: 'Search could not be loaded. You can still browse our departments and doctors.',
      resultsList: 'Search results',
      showMore: 'Show more results',
      moreCount: ' ({count} more)',
      types: { doctor: 'Doctor', department: 'Department', article: 'Article', service: 'Service', page: 'Page' },
    } satisfies SearchWords,
  },

  /** components/layout/site-footer.tsx; socialMedia from components/layout/social-links.tsx. */
  footer: {
    directLinks: 'Direct links',
    reachUs: 'Reach us',
    emergency: 'Emergency:',
    hospital: 'Hospital:',
    copyright: (year: number, siteName: string) => `© ${year} ${siteName}. Sample content for demonstration.`,
    socialMedia: 'Social media',
  },

  /** components/layout/floating-contact.tsx, islands/message-popup.tsx, islands/parts/message-popup-form.tsx. */
  quickContact: {
    label: 'Quick contact',
    chatOnWhatsApp: 'Chat with us on WhatsApp (opens in a new tab)',
    callHospital: (phone: string) => `Call the hospital on ${phone}`,
    /** The message button: from md it opens the popup, below md it is a chat link. */
    sendMessage: 'Send us a message',
    sendMessageOnWhatsApp: 'Send us a message on WhatsApp (opens in a new tab)',
    popupTitle: 'Send us a message',
    popupIntro: 'Your message opens in WhatsApp, ready to send.',
  },

  /** components/ui/breadcrumb.tsx (nav label); page crumbs from components/doctors/doctor-directory.tsx and app/mainservice/[slug]/[[...view]]/page.tsx. */
  breadcrumb: {
    navLabel: 'Breadcrumb',
    page: (page: number) => `Page ${page}`,
    servicesPage: (page: number) => `Services, page ${page}`,
  },

  /** components/ui/pagination.tsx (its nav labels are passed in: doctors.directory.pagesAll/pagesOf, departments.servicesPages). */
  pagination: {
    previous: 'Previous',
    next: 'Next',
  },

  /** The chat-link forms (lib/i18n/en/chat-form.ts): form, validation messages, chat messages; the carousels (lib/i18n/en/carousel.ts). */
  form: { ...enChatForm.formServer, ...enChatForm.formIsland },
  validation: enChatForm.validation,
  chat: { ...enChatForm.chatServer, ...enChatForm.chatIsland },
  carousel: { ...enCarousel.carouselServer, ...enCarousel.carouselIsland },

  /** components/home/hero.tsx and components/home/sections.tsx (home; VisionMission and CoreValues also on about). */
  home: {
    emergencyCall: (phone: string) => `Emergency ${phone}`,
    facilitiesHeading: 'Our facilities',
    facilitiesCarousel: 'Facilities',
    highlightsHeading: 'What we are known for',
    aboutHospital: 'About the hospital',
    slidesHeading: 'Inside the hospital',
    slidesCarousel: 'Pictures from inside the hospital',
    departmentsEyebrow: 'Departments',
    visitDepartment: (department: string) => `Visit ${department}`,
    seeAllDepartments: (count: number) => `See all ${count} departments`,
    doctorsEyebrow: 'Our doctors',
    doctorsCarousel: 'Doctors',
    findDoctor: 'Find a doctor by department',
    visionMissionHeading: 'Vision and mission',
    vision: 'Our vision',
    mission: 'Our mission',
    valuesEyebrow: 'What guides us',
    valuesTitle: 'Our core values',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'What our patients say',
    testimonialsCarousel: 'Testimonials',
    rated: (rating: number) => `Rated ${rating} out of 5`,
    blogEyebrow: 'Media center',
    blogCarousel: 'Latest articles',
    allArticles: 'All articles',
  },

  /** components/home/sections.tsx (KeyFigures, home and about). The figures' own values and labels are content (home.json, departments' stats). */
  figures: {
    heading: 'The hospital in figures',
  },

  /** components/blog/article-card.tsx (the home page's article teasers); its sr-only part is ": {title}". */
  articles: {
    moreInfo: 'More info',
  },

  /** lib/format.ts formatDate: "15 October 2026" (month 1-12). */
  dates: {
    months: EN_MONTHS,
    format: (day: number, month: number, year: number) => `${day} ${EN_MONTHS[month - 1]} ${year}`,
  },

  /** The doctors' pages and cards. */
  doctors: {
    /** components/doctors/doctor-card.tsx; `experience` also on the profile (app/ourdoctor/[id]/page.tsx). */
    card: {
      experience: (years: number) => `${years}+ Years of Experience`,
      bookAppointment: 'Book Appointment',
      /** sr-only, after "Book Appointment". */
      bookWith: (doctor: string) => ` with ${doctor} on WhatsApp (opens in a new tab)`,
    },
    /** components/doctors/doctor-directory.tsx, doctor-strip.tsx; the summary is lib/doctor-filter.ts resultSummary. */
    directory: {
      allDoctors: 'All doctors',
      summaryAll: (count: number) => `${count} ${enDoctors(count)} in all departments`,
      summaryIn: (count: number, label: string) => `${count} ${enDoctors(count)} in ${label}`,
      pageOf: (page: number, total: number) => ` · page ${page} of ${total}`,
      pagesAll: 'Pages of all doctors',
      pagesOf: (label: string) => `Pages of ${label} doctors`,
      carousel: 'All our doctors',
    },
    /** components/doctors/doctor-finder.tsx. */
    filter: {
      navLabel: 'Doctors by department',
      heading: 'Departments',
      summaryLabel: (current: string) => `Departments: ${current}`,
    },
    /** app/ourdoctor/[id]/page.tsx; nameInEnglish is new (the English spelling beside a translated name). */
    profile: {
      /** sr-only, after "Book Appointment". */
      bookOnWhatsApp: ' on WhatsApp (opens in a new tab)',
      profile: 'Profile',
      focusAreas: 'Focus areas',
      atAGlance: 'At a glance',
      qualifications: 'Qualifications',
      departments: 'Departments',
      opd: 'OPD',
      languages: 'Languages',
      nameInEnglish: 'Name in English',
      /** The hidden block read by the site search only. */
      searchDepartments: (list: string) => `Departments: ${list}.`,
      searchConditions: (list: string) => `Conditions treated: ${list}.`,
    },
    /** The values of doctors.json "languages" (English identifiers in every language's content), shown in the page's language; today the profile prints the identifiers. */
    languageNames: {
      English: 'English',
      Kannada: 'Kannada',
      Hindi: 'Hindi',
      Tamil: 'Tamil',
      Telugu: 'Telugu',
    },
  },

  /** A department's page: app/mainservice/[slug]/[[...view]]/page.tsx; `services` also components/departments/service-grid.tsx (the grid's label). The departments index has no strings of its own (menu.* for its breadcrumb). */
  departments: {
    askOnWhatsApp: 'Ask on WhatsApp',
    about: (department: string) => `About ${department}`,
    conditionsTitle: 'Conditions we treat',
    servicesEyebrow: 'Services',
    specialtyEyebrow: 'Specialty information',
    /** "Call us on {phone link} to speak to the {name} team.": before and after the phone link, spaces between. */
    callUs: {
      before: (_department: string) => 'Call us on',
      after: (department: string) => `to speak to the ${department} team.`,
    },
    specialists: (count: number) => (count === 1 ? 'Your specialist' : 'Your specialists'),
    doctorsCarousel: (department: string) => `${department} doctors`,
    requestAppointment: 'Request an appointment',
    requestOnWhatsApp: 'Request on WhatsApp',
    seeAllDoctors: (department: string) => `See all ${department} doctors`,
    faqEyebrow: 'Questions',
    faqTitle: 'Frequently asked questions',
    needHelp: (department: string) => `Need help from ${department}?`,
    callBannerText: 'Call or message us; for an emergency, call our 24x7 emergency line.',
    services: (department: string) => `${department} services`,
    servicesPages: (department: string) => `Pages of ${department} services`,
    servicesPageSummary: (page: number, total: number, count: number) => `Page ${page} of ${total}: ${count} services in all. Open a service to read about it.`,
  },

  /** A department service's own page: views/department-service.tsx. */
  departmentService: {
    backTo: (department: string) => `Back to ${department}`,
    otherServices: (department: string) => `Other ${department} services`,
  },

  /**
   * islands/service-panel.tsx: the panel's close button (then the service's
   * name, sr-only); while the service's page is fetched, and if it cannot be,
   * with a link to that page.
   */
  servicePanel: {
    close: 'Close',
    loading: 'Loading…',
    failed: 'The details could not be loaded.',
    openPage: "Open this service's page",
  },

  /** components/contact/contact-details.tsx (home and contact), components/contact/map-card.tsx, islands/map-embed.tsx. "WhatsApp:" there is common.whatsapp + ":". */
  contact: {
    emergency24x7: '24x7 Emergency',
    address: 'Address',
    openingHours: 'Opening hours',
    emergencyHours: 'Emergency:',
    opdHours: 'OPD:',
    phoneAndWhatsApp: 'Phone and WhatsApp',
    phoneLabels: { hospital: 'Hospital', landline: 'Landline', mobile: 'Mobile' },
    email: 'E-mail',
    showMap: 'Show map',
    mapLoadsFrom: (host: string) => `The map loads from ${host} when you ask for it.`,
    mapTitle: (siteName: string, locality: string, city: string) => `Map: ${siteName}, ${locality}, ${city}`,
  },

  /**
   * components/layout/error-screen.tsx, app/not-found.tsx (notFoundStatus),
   * app/error.tsx (failedStatus, failedReason, loadingFallback; `title` is
   * also its document.title), islands/runtime/failure.ts (title,
   * islandReason, islandEmergency). `title` is the spec's error heading; the
   * translated content (content/<lang>/pages.json notFound) already
   * translates it the same way.
   */
  errors: {
    title: 'Unexpected Application Error!',
    notFoundStatus: '404 · Page not found',
    isEmergency: 'Is this an emergency? Call us any time, day or night.',
    numberAtTop: 'The 24x7 emergency number is at the top of this page.',
    findHeading: 'Find what you were looking for',
    islandReason: 'This part of the page could not be shown.',
    islandEmergency: 'Is this an emergency? The 24x7 number is at the top of this page.',
  },

  /** New: notices for pages in a language whose content is not all translated. */
  /** The blog: its listing (views/blog.tsx, components/blog/blog-listing.tsx, blog-frame.tsx), an article (views/article.tsx) and the old /subblog/ page (views/legacy.tsx). */
  blog: {
    latestPosts: 'Latest posts',
    listingTitle: (heading: string, page: number) => `${heading}: page ${page}`,
    listingSummary: (page: number, pages: number, articles: number) => `Page ${page} of ${pages} · ${articles} articles, newest first`,
    pagesLabel: 'Blog pages',
    metaPageTitle: (title: string, page: number) => `${title} – page ${page}`,
    metaPageDescription: (page: number, description: string) => `Page ${page} of our health articles: ${description}`,
    mediaEyebrow: 'Media center',
    mediaHeading: 'Latest updates & articles',
    mediaLabel: 'Featured articles',
    sidebarLabel: 'Blog sidebar',
    announcements: 'Latest announcements',
    needCare: 'Need care now?',
    emergencyOpen: 'Our emergency department is open 24 hours, every day.',
    /** "Posted on {date} by {author} · {n} min read · Updated {date}": the words around the dates and the author. */
    byline: { before: 'Posted on ', between: ' by ', after: (minutes: number) => ` · ${minutes} min read`, updated: ' · Updated ' },
    /** /subblog/: the breadcrumb, and the sentence around the link to the blog. */
    articlesCrumb: 'Articles',
    legacyIntro: { before: 'Every article now has its own address. Choose one below, or browse the ', link: 'blog', after: '.' },
  },

  /** The Centre of Expertise: /services/ (views/services.tsx), each service's page (views/expertise-service.tsx) and the old /Hospitalservice/ page (views/legacy.tsx). */
  expertise: {
    readMore: 'Read more',
    /** sr-only after "Read more". */
    readMoreAbout: (name: string) => ` about ${name}`,
    alsoInCentre: 'Also in our surgical centre',
    askOnWhatsApp: 'Ask on WhatsApp',
    askMessage: (name: string) => `Hello, I would like to know more about ${name}.`,
    relatedDepartments: 'Related departments',
    bannerHeading: 'Talk to our surgical team',
    bannerText: 'Call or message us to ask whether this treatment suits you.',
    allServices: 'All services',
  },

  notes: {
    untranslated: 'Some parts of this page are not translated yet and are shown in English.',
    /** After a link, on a translated page, to a page that is in English only (the blog, the gallery): never shown on English pages. */
    inEnglish: '(in English)',
  },

  /** New: the language switcher. `names` is the same in every dictionary. */
  switcher: {
    label: 'Language',
    choose: 'Choose a language',
    /** sr-only after a language's name when the page has no version in it and the link goes to that language's home page (read in that language). */
    homeOnly: ', home page',
    names: LANGUAGE_NAMES,
  },

  /**
   * Metadata and structured data: lib/seo/metadata.ts (ogImageAlt), the
   * generateMetadata of app/mainservice/[slug]/[[...view]]/page.tsx
   * (department*), app/ourdoctor/[id]/page.tsx (doctorDescription),
   * app/ourdoctor/[id]/[...view]/page.tsx (directory*; its summary is
   * doctors.directory.summaryAll/summaryIn), lib/seo/jsonld.ts
   * (reserveActionName, emergencyHoursName). The " | {site name}" title
   * suffix takes the translated site.json name and needs no entry.
   */
  seo: {
    ogImageAlt: (siteName: string) => `${siteName}, Jayanagar, Bengaluru`,
    departmentTitle: (department: string) => `${department} in Jayanagar, Bangalore`,
    departmentServicesTitle: (department: string, page: number) => `${department} services – page ${page}`,
    departmentServicesDescription: (page: number, total: number, department: string, services: string) =>
      `Page ${page} of ${total} of the services of ${department} at our Jayanagar hospital: ${services}`,
    /** A service's own page: its summary, then where it is done (a short summary alone can fall under the 70 characters a description needs). */
    departmentServiceDescription: (summary: string, department: string) => `${summary} At our ${department} department in Jayanagar, Bengaluru.`,
    doctorDescription: (doctor: string, title: string, years: number, qualifications: string, days: string, hours: string) =>
      `${doctor}, ${title} with ${years}+ years of experience. ${qualifications}. OPD ${days}, ${hours}.`,
    directoryPageSuffix: (page: number) => ` – page ${page}`,
    directoryTitle: (label: string) => `${label} doctors in Jayanagar`,
    directoryDescription: (summary: string, siteName: string, page: number, total: number) =>
      `${summary} at ${siteName}, Jayanagar, Bengaluru${total > 1 ? ` (page ${page} of ${total})` : ''}: experience, qualifications, languages and OPD days, and a WhatsApp link to book.`,
    reserveActionName: 'Book Appointment',
    emergencyHoursName: 'Emergency',
  },
} as const;

export type UiStrings = Widen<typeof en>;

const knNewTab = ' (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)';

const kn: UiStrings = {
  common: {
    opensInNewTab: knNewTab,
    whatsapp: 'WhatsApp',
    call: (phone) => `ಕರೆ ಮಾಡಿ: ${phone}`,
    close: 'ಮುಚ್ಚಿ',
    getDirections: 'ದಾರಿ ತಿಳಿಯಿರಿ',
  },

  header: {
    skipToMain: 'ನೇರವಾಗಿ ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
    tagline: 'ಮಲ್ಟಿಸ್ಪೆಷಾಲಿಟಿ · ಜಯನಗರ',
    homePageSuffix: ', ಮುಖಪುಟ',
    mainNav: 'ಮುಖ್ಯ ಮೆನು',
    searchLink: 'ಹುಡುಕಿ',
    emergencyCall: (phone) => `ತುರ್ತು ಕರೆ ${phone}`,
    emergency: 'ತುರ್ತು',
    emergencyCallRest: (phone) => ` ಕರೆ ${phone}`,
    topBarEmergency: 'ತುರ್ತು:',
  },

  menu: {
    home: 'ಮುಖಪುಟ',
    about: 'ನಮ್ಮ ಬಗ್ಗೆ',
    doctors: 'ನಮ್ಮ ವೈದ್ಯರು',
    departments: 'ವಿಭಾಗಗಳು',
    media: 'ಮಾಧ್ಯಮ',
    image: 'ಚಿತ್ರಗಳು',
    gallery: 'ಗ್ಯಾಲರಿ',
    blog: 'ಬ್ಲಾಗ್',
    contact: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
    services: 'ಸೇವೆಗಳು',
    allDepartments: 'ಎಲ್ಲಾ ವಿಭಾಗಗಳು',
    allDepartmentsCount: (count) => `ಎಲ್ಲಾ ${count} ವಿಭಾಗಗಳು`,
    centreOfExpertise: 'ಪರಿಣತಿ ಕೇಂದ್ರ',
    menuButton: 'ಮೆನು',
    back: 'ಹಿಂದೆ',
    mobileNav: 'ಮೊಬೈಲ್ ಮೆನು',
    emergency24x7: '24x7 ತುರ್ತು:',
  },

  search: {
    formLabel: 'ವೆಬ್‌ಸೈಟ್',
    inputLabel: 'ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಹುಡುಕಿ',
    placeholder: 'ವೈದ್ಯರನ್ನು, ಕಾಯಿಲೆಗಳನ್ನು ಹುಡುಕಿ…',
    submit: 'ಹುಡುಕಿ',
  },

  // The Kannada index holds the Kannada pages only (no articles): the label and the examples name what it finds.
  searchPage: {
    crumb: 'ಹುಡುಕಿ',
    noscript: 'ಹುಡುಕಲು JavaScript ಬೇಕು, ಅದು ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಆಫ್ ಆಗಿದೆ. ಪ್ರತಿಯೊಬ್ಬ ವೈದ್ಯರನ್ನು ಮತ್ತು ಪ್ರತಿಯೊಂದು ವಿಭಾಗವನ್ನು ಈ ಪುಟಗಳಿಂದ ತಲುಪಬಹುದು:',
    browseDepartments: 'ಎಲ್ಲಾ ವಿಭಾಗಗಳು',
    browseDoctors: 'ನಮ್ಮ ವೈದ್ಯರು',
    island: {
      label: 'ವೈದ್ಯರು, ವಿಭಾಗ ಅಥವಾ ಕಾಯಿಲೆ',
      placeholder: 'ಉದಾಹರಣೆಗೆ: ಹೆಗ್ಡೆ, ಮೂತ್ರರೋಗ, ಮೂತ್ರಪಿಂಡದ ಕಲ್ಲು',
      submit: 'ಹುಡುಕಿ',
      searching: 'ಹುಡುಕಲಾಗುತ್ತಿದೆ…',
      resultOne: '“{query}”: {count} ಫಲಿತಾಂಶ',
      resultMany: '“{query}”: {count} ಫಲಿತಾಂಶಗಳು',
      noResults: '“{query}”: ಯಾವುದೇ ಫಲಿತಾಂಶ ಸಿಗಲಿಲ್ಲ. ವೈದ್ಯರ ಹೆಸರು, ವಿಭಾಗ ಅಥವಾ ಕಾಯಿಲೆಯನ್ನು ಹುಡುಕಿ ನೋಡಿ.',
      failed: 'ಹುಡುಕಾಟವನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ನಮ್ಮ ವಿಭಾಗಗಳು ಮತ್ತು ವೈದ್ಯರ ಪುಟಗಳನ್ನು ನೀವು ಈಗಲೂ ನೋಡಬಹುದು.',
      resultsList: 'ಹುಡುಕಾಟದ ಫಲಿತಾಂಶಗಳು',
      showMore: 'ಇನ್ನಷ್ಟು ಫಲಿತಾಂಶಗಳನ್ನು ತೋರಿಸಿ',
      moreCount: ' (ಇನ್ನೂ {count})',
      types: { doctor: 'ವೈದ್ಯರು', department: 'ವಿಭಾಗ', article: 'ಲೇಖನ', service: 'ಸೇವೆ', page: 'ಪುಟ' },
    },
  },

  footer: {
    directLinks: 'ನೇರ ಲಿಂಕ್‌ಗಳು',
    reachUs: 'ನಮ್ಮನ್ನು ತಲುಪಿ',
    emergency: 'ತುರ್ತು:',
    hospital: 'ಆಸ್ಪತ್ರೆ:',
    copyright: (year, siteName) => `© ${year} ${siteName}. ಪ್ರದರ್ಶನಕ್ಕಾಗಿ ಮಾದರಿ ವಿಷಯ.`,
    socialMedia: 'ಸಾಮಾಜಿಕ ಮಾಧ್ಯಮ',
  },

  quickContact: {
    label: 'ತ್ವರಿತ ಸಂಪರ್ಕ',
    chatOnWhatsApp: `WhatsApp ಮೂಲಕ ನಮ್ಮೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಿ${knNewTab}`,
    callHospital: (phone) => `ಆಸ್ಪತ್ರೆಗೆ ಕರೆ ಮಾಡಿ: ${phone}`,
    sendMessage: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ',
    sendMessageOnWhatsApp: `WhatsApp ಮೂಲಕ ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ${knNewTab}`,
    popupTitle: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ',
    popupIntro: 'ನಿಮ್ಮ ಸಂದೇಶ ಕಳುಹಿಸಲು ಸಿದ್ಧವಾಗಿ WhatsAppನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ.',
  },

  breadcrumb: {
    navLabel: 'ನೀವು ಇಲ್ಲಿದ್ದೀರಿ',
    page: (page) => `ಪುಟ ${page}`,
    servicesPage: (page) => `ಸೇವೆಗಳು, ಪುಟ ${page}`,
  },

  pagination: {
    previous: 'ಹಿಂದಿನ ಪುಟ',
    next: 'ಮುಂದಿನ ಪುಟ',
  },

  form: { ...knChatForm.formServer, ...knChatForm.formIsland },
  validation: knChatForm.validation,
  chat: { ...knChatForm.chatServer, ...knChatForm.chatIsland },
  carousel: { ...knCarousel.carouselServer, ...knCarousel.carouselIsland },

  home: {
    emergencyCall: (phone) => `ತುರ್ತು: ${phone}`,
    facilitiesHeading: 'ನಮ್ಮ ಸೌಲಭ್ಯಗಳು',
    facilitiesCarousel: 'ಸೌಲಭ್ಯಗಳು',
    highlightsHeading: 'ನಮ್ಮ ವಿಶೇಷತೆಗಳು',
    aboutHospital: 'ಆಸ್ಪತ್ರೆಯ ಬಗ್ಗೆ',
    slidesHeading: 'ಆಸ್ಪತ್ರೆಯ ಒಳಗೆ',
    slidesCarousel: 'ಆಸ್ಪತ್ರೆಯ ಒಳಗಿನ ಚಿತ್ರಗಳು',
    departmentsEyebrow: 'ವಿಭಾಗಗಳು',
    visitDepartment: (department) => `${department}: ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ`,
    seeAllDepartments: (count) => `ಎಲ್ಲಾ ${count} ವಿಭಾಗಗಳನ್ನು ನೋಡಿ`,
    doctorsEyebrow: 'ನಮ್ಮ ವೈದ್ಯರು',
    doctorsCarousel: 'ವೈದ್ಯರು',
    findDoctor: 'ವಿಭಾಗವಾರು ವೈದ್ಯರನ್ನು ಹುಡುಕಿ',
    visionMissionHeading: 'ದೃಷ್ಟಿಕೋನ ಮತ್ತು ಧ್ಯೇಯ',
    vision: 'ನಮ್ಮ ದೃಷ್ಟಿಕೋನ',
    mission: 'ನಮ್ಮ ಧ್ಯೇಯ',
    valuesEyebrow: 'ನಮ್ಮನ್ನು ಮುನ್ನಡೆಸುವ ತತ್ವಗಳು',
    valuesTitle: 'ನಮ್ಮ ಮೂಲ ಮೌಲ್ಯಗಳು',
    testimonialsEyebrow: 'ರೋಗಿಗಳ ಅನುಭವಗಳು',
    testimonialsTitle: 'ನಮ್ಮ ರೋಗಿಗಳು ಏನು ಹೇಳುತ್ತಾರೆ',
    testimonialsCarousel: 'ರೋಗಿಗಳ ಅನುಭವಗಳು',
    rated: (rating) => `5ರಲ್ಲಿ ${rating} ರೇಟಿಂಗ್`,
    blogEyebrow: 'ಮಾಧ್ಯಮ ಕೇಂದ್ರ',
    blogCarousel: 'ಇತ್ತೀಚಿನ ಲೇಖನಗಳು',
    allArticles: 'ಎಲ್ಲಾ ಲೇಖನಗಳು',
  },

  figures: {
    heading: 'ಅಂಕಿಅಂಶಗಳಲ್ಲಿ ನಮ್ಮ ಆಸ್ಪತ್ರೆ',
  },

  articles: {
    moreInfo: 'ಇನ್ನಷ್ಟು ಮಾಹಿತಿ',
  },

  dates: {
    months: KN_MONTHS,
    format: (day, month, year) => `${day} ${KN_MONTHS[month - 1]} ${year}`,
  },

  doctors: {
    card: {
      experience: (years) => `${years}+ ವರ್ಷಗಳ ಅನುಭವ`,
      bookAppointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ',
      bookWith: (doctor) => ` – ${doctor} ಅವರೊಂದಿಗೆ, WhatsApp ಮೂಲಕ${knNewTab}`,
    },
    directory: {
      allDoctors: 'ಎಲ್ಲಾ ವೈದ್ಯರು',
      summaryAll: (count) => `ಎಲ್ಲಾ ವಿಭಾಗಗಳಲ್ಲಿ ಒಟ್ಟು ${count} ವೈದ್ಯರು`,
      summaryIn: (count, label) => `${label}: ${count} ವೈದ್ಯರು`,
      pageOf: (page, total) => ` · ${total} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ`,
      pagesAll: 'ಎಲ್ಲಾ ವೈದ್ಯರ ಪಟ್ಟಿಯ ಪುಟಗಳು',
      pagesOf: (label) => `${label}: ವೈದ್ಯರ ಪಟ್ಟಿಯ ಪುಟಗಳು`,
      carousel: 'ನಮ್ಮ ಎಲ್ಲಾ ವೈದ್ಯರು',
    },
    filter: {
      navLabel: 'ವಿಭಾಗವಾರು ವೈದ್ಯರು',
      heading: 'ವಿಭಾಗಗಳು',
      summaryLabel: (current) => `ವಿಭಾಗಗಳು: ${current}`,
    },
    profile: {
      bookOnWhatsApp: ` – WhatsApp ಮೂಲಕ${knNewTab}`,
      profile: 'ಪರಿಚಯ',
      focusAreas: 'ಮುಖ್ಯ ಪರಿಣತಿ ಕ್ಷೇತ್ರಗಳು',
      atAGlance: 'ಒಂದು ನೋಟದಲ್ಲಿ',
      qualifications: 'ವಿದ್ಯಾರ್ಹತೆ',
      departments: 'ವಿಭಾಗಗಳು',
      opd: 'OPD ಸಮಯ',
      languages: 'ಮಾತನಾಡುವ ಭಾಷೆಗಳು',
      nameInEnglish: 'ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ಹೆಸರು',
      searchDepartments: (list) => `ವಿಭಾಗಗಳು: ${list}.`,
      searchConditions: (list) => `ಚಿಕಿತ್ಸೆ ನೀಡುವ ಕಾಯಿಲೆಗಳು: ${list}.`,
    },
    languageNames: {
      English: 'ಇಂಗ್ಲಿಷ್',
      Kannada: 'ಕನ್ನಡ',
      Hindi: 'ಹಿಂದಿ',
      Tamil: 'ತಮಿಳು',
      Telugu: 'ತೆಲುಗು',
    },
  },

  departments: {
    askOnWhatsApp: 'WhatsApp ಮೂಲಕ ಕೇಳಿ',
    about: (department) => `${department}: ಪರಿಚಯ`,
    conditionsTitle: 'ನಾವು ಚಿಕಿತ್ಸೆ ನೀಡುವ ಕಾಯಿಲೆಗಳು',
    servicesEyebrow: 'ಸೇವೆಗಳು',
    specialtyEyebrow: 'ವಿಶೇಷ ವಿಭಾಗದ ಮಾಹಿತಿ',
    callUs: {
      before: (department) => `${department} ತಂಡದೊಂದಿಗೆ ಮಾತನಾಡಲು`,
      after: () => 'ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ.',
    },
    specialists: () => 'ನಿಮ್ಮ ತಜ್ಞ ವೈದ್ಯರು',
    doctorsCarousel: (department) => `${department}: ವೈದ್ಯರು`,
    requestAppointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ',
    requestOnWhatsApp: 'WhatsApp ಮೂಲಕ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ',
    seeAllDoctors: (department) => `${department}: ಎಲ್ಲಾ ವೈದ್ಯರನ್ನು ನೋಡಿ`,
    faqEyebrow: 'ಪ್ರಶ್ನೆಗಳು',
    faqTitle: 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು',
    needHelp: (department) => `${department}: ನೆರವು ಬೇಕೇ?`,
    callBannerText: 'ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಸಂದೇಶ ಕಳುಹಿಸಿ; ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ನಮ್ಮ 24x7 ತುರ್ತು ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ.',
    services: (department) => `${department}: ಸೇವೆಗಳು`,
    servicesPages: (department) => `${department}: ಸೇವೆಗಳ ಪುಟಗಳು`,
    servicesPageSummary: (page, total, count) => `${total} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ: ಒಟ್ಟು ${count} ಸೇವೆಗಳು. ಯಾವುದೇ ಸೇವೆಯನ್ನು ತೆರೆದು ಅದರ ಬಗ್ಗೆ ಓದಿ.`,
  },

  departmentService: {
    backTo: (department) => `${department} ಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ`,
    otherServices: (department) => `${department}: ಇತರ ಸೇವೆಗಳು`,
  },

  servicePanel: {
    close: 'ಮುಚ್ಚಿ',
    loading: 'ಮಾಹಿತಿ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
    failed: 'ವಿವರಗಳನ್ನು ತೆರೆಯಲು ಆಗಲಿಲ್ಲ.',
    openPage: 'ಈ ಸೇವೆಯ ಪುಟವನ್ನು ತೆರೆಯಿರಿ',
  },

  contact: {
    emergency24x7: '24x7 ತುರ್ತು ಚಿಕಿತ್ಸೆ',
    address: 'ವಿಳಾಸ',
    openingHours: 'ತೆರೆದಿರುವ ಸಮಯ',
    emergencyHours: 'ತುರ್ತು ಚಿಕಿತ್ಸೆ:',
    opdHours: 'ಹೊರರೋಗಿ ವಿಭಾಗ (OPD):',
    phoneAndWhatsApp: 'ಫೋನ್ ಮತ್ತು WhatsApp',
    phoneLabels: { hospital: 'ಆಸ್ಪತ್ರೆ', landline: 'ಲ್ಯಾಂಡ್‌ಲೈನ್', mobile: 'ಮೊಬೈಲ್' },
    email: 'ಇ-ಮೇಲ್',
    showMap: 'ನಕ್ಷೆ ತೋರಿಸಿ',
    mapLoadsFrom: (host) => `ನೀವು ಕೇಳಿದಾಗ ಮಾತ್ರ ${host} ತಾಣದಿಂದ ನಕ್ಷೆ ಲೋಡ್ ಆಗುತ್ತದೆ.`,
    mapTitle: (siteName, locality, city) => `ನಕ್ಷೆ: ${siteName}, ${locality}, ${city}`,
  },

  errors: {
    title: 'ಅನಿರೀಕ್ಷಿತ ಅಪ್ಲಿಕೇಶನ್ ದೋಷ!',
    notFoundStatus: '404 · ಪುಟ ಸಿಗಲಿಲ್ಲ',
    isEmergency: 'ಇದು ತುರ್ತು ಸಂದರ್ಭವೇ? ಹಗಲು ರಾತ್ರಿ ಯಾವಾಗ ಬೇಕಾದರೂ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
    numberAtTop: '24x7 ತುರ್ತು ಸಂಖ್ಯೆ ಈ ಪುಟದ ಮೇಲ್ಭಾಗದಲ್ಲಿದೆ.',
    findHeading: 'ನೀವು ಹುಡುಕುತ್ತಿದ್ದ ಪುಟವನ್ನು ಇಲ್ಲಿ ಹುಡುಕಿ',
    islandReason: 'ಪುಟದ ಈ ಭಾಗವನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    islandEmergency: 'ಇದು ತುರ್ತು ಸಂದರ್ಭವೇ? 24x7 ತುರ್ತು ಸಂಖ್ಯೆ ಈ ಪುಟದ ಮೇಲ್ಭಾಗದಲ್ಲಿದೆ.',
  },

  blog: {
    latestPosts: 'ಇತ್ತೀಚಿನ ಲೇಖನಗಳು',
    listingTitle: (heading, page) => `${heading}: ಪುಟ ${page}`,
    listingSummary: (page, pages, articles) => `${pages} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ · ಒಟ್ಟು ${articles} ಲೇಖನಗಳು, ಹೊಸದು ಮೊದಲು`,
    pagesLabel: 'ಬ್ಲಾಗ್ ಪುಟಗಳು',
    metaPageTitle: (title, page) => `${title} – ಪುಟ ${page}`,
    metaPageDescription: (page, description) => `ನಮ್ಮ ಆರೋಗ್ಯ ಲೇಖನಗಳ ${page}ನೇ ಪುಟ: ${description}`,
    mediaEyebrow: 'ಮಾಧ್ಯಮ ಕೇಂದ್ರ',
    mediaHeading: 'ಇತ್ತೀಚಿನ ಸುದ್ದಿ ಮತ್ತು ಲೇಖನಗಳು',
    mediaLabel: 'ಆಯ್ದ ಲೇಖನಗಳು',
    sidebarLabel: 'ಬ್ಲಾಗ್ ಪಕ್ಕದ ಪಟ್ಟಿ',
    announcements: 'ಇತ್ತೀಚಿನ ಪ್ರಕಟಣೆಗಳು',
    needCare: 'ಈಗಲೇ ಚಿಕಿತ್ಸೆ ಬೇಕೇ?',
    emergencyOpen: 'ನಮ್ಮ ತುರ್ತು ಚಿಕಿತ್ಸಾ ವಿಭಾಗ ದಿನದ 24 ಗಂಟೆ, ಪ್ರತಿದಿನ ತೆರೆದಿರುತ್ತದೆ.',
    byline: { before: 'ಪ್ರಕಟಣೆ: ', between: ' · ಲೇಖಕರು: ', after: (minutes) => ` · ಓದಲು ${minutes} ನಿಮಿಷ`, updated: ' · ನವೀಕರಣ: ' },
    articlesCrumb: 'ಲೇಖನಗಳು',
    legacyIntro: { before: 'ಈಗ ಪ್ರತಿ ಲೇಖನಕ್ಕೂ ತನ್ನದೇ ವಿಳಾಸವಿದೆ. ಕೆಳಗೆ ಒಂದನ್ನು ಆರಿಸಿ, ಅಥವಾ ', link: 'ಬ್ಲಾಗ್', after: ' ನೋಡಿ.' },
  },

  expertise: {
    readMore: 'ಇನ್ನಷ್ಟು ಓದಿ',
    readMoreAbout: (name) => ` – ${name} ಕುರಿತು`,
    alsoInCentre: 'ನಮ್ಮ ಶಸ್ತ್ರಚಿಕಿತ್ಸಾ ಕೇಂದ್ರದಲ್ಲಿ ಇವೂ ಇವೆ',
    askOnWhatsApp: 'WhatsAppನಲ್ಲಿ ಕೇಳಿ',
    askMessage: (name) => `ನಮಸ್ಕಾರ, ನನಗೆ ಈ ಚಿಕಿತ್ಸೆಯ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಬೇಕು: ${name}.`,
    relatedDepartments: 'ಸಂಬಂಧಿಸಿದ ವಿಭಾಗಗಳು',
    bannerHeading: 'ನಮ್ಮ ಶಸ್ತ್ರಚಿಕಿತ್ಸಾ ತಂಡದೊಂದಿಗೆ ಮಾತನಾಡಿ',
    bannerText: 'ಈ ಚಿಕಿತ್ಸೆ ನಿಮಗೆ ಸೂಕ್ತವೇ ಎಂದು ಕೇಳಲು ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಸಂದೇಶ ಕಳುಹಿಸಿ.',
    allServices: 'ಎಲ್ಲಾ ಸೇವೆಗಳು',
  },

  notes: {
    untranslated: 'ಈ ಪುಟದ ಕೆಲವು ಭಾಗಗಳು ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ, ಅವುಗಳನ್ನು ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ.',
    inEnglish: '(ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ)',
  },

  switcher: {
    label: 'ಭಾಷೆ',
    choose: 'ಭಾಷೆಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿ',
    homeOnly: ', ಮುಖಪುಟ',
    names: LANGUAGE_NAMES,
  },

  seo: {
    ogImageAlt: (siteName) => `${siteName}, ಜಯನಗರ, ಬೆಂಗಳೂರು`,
    departmentTitle: (department) => `ಬೆಂಗಳೂರಿನ ಜಯನಗರದಲ್ಲಿ ${department}`,
    departmentServicesTitle: (department, page) => `${department}: ಸೇವೆಗಳು – ಪುಟ ${page}`,
    departmentServicesDescription: (page, total, department, services) =>
      `ನಮ್ಮ ಜಯನಗರ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ${department} ಸೇವೆಗಳು, ${total} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ: ${services}`,
    departmentServiceDescription: (summary, department) => `${summary} ಬೆಂಗಳೂರಿನ ಜಯನಗರದಲ್ಲಿರುವ ನಮ್ಮ ಆಸ್ಪತ್ರೆಯ ${department} ತಂಡ ಈ ಸೇವೆ ನೀಡುತ್ತದೆ.`,
    doctorDescription: (doctor, title, years, qualifications, days, hours) =>
      `${doctor}, ${title}, ${years}+ ವರ್ಷಗಳ ಅನುಭವ. ${qualifications}. OPD: ${days}, ${hours}.`,
    directoryPageSuffix: (page) => ` – ಪುಟ ${page}`,
    directoryTitle: (label) => `ಜಯನಗರದಲ್ಲಿ ${label} ವೈದ್ಯರು`,
    directoryDescription: (summary, siteName, page, total) =>
      `${siteName}, ಜಯನಗರ, ಬೆಂಗಳೂರು – ${summary}${total > 1 ? ` (${total} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ)` : ''}: ಅನುಭವ, ವಿದ್ಯಾರ್ಹತೆ, ಭಾಷೆಗಳು ಮತ್ತು OPD ದಿನಗಳು, ಜೊತೆಗೆ ಬುಕ್ ಮಾಡಲು WhatsApp ಲಿಂಕ್.`,
    reserveActionName: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ',
    emergencyHoursName: 'ತುರ್ತು ಚಿಕಿತ್ಸೆ',
  },
};

const hiNewTab = ' (नए टैब में खुलता है)';

const hi: UiStrings = {
  common: {
    opensInNewTab: hiNewTab,
    whatsapp: 'WhatsApp',
    call: (phone) => `कॉल करें: ${phone}`,
    close: 'बंद करें',
    getDirections: 'रास्ता देखें',
  },

  header: {
    skipToMain: 'सीधे मुख्य सामग्री पर जाएं',
    tagline: 'मल्टीस्पेशियलिटी · जयनगर',
    homePageSuffix: ', होम पेज',
    mainNav: 'मुख्य मेन्यू',
    searchLink: 'खोजें',
    emergencyCall: (phone) => `इमरजेंसी कॉल ${phone}`,
    emergency: 'इमरजेंसी',
    emergencyCallRest: (phone) => ` कॉल ${phone}`,
    topBarEmergency: 'इमरजेंसी:',
  },

  menu: {
    home: 'होम',
    about: 'हमारे बारे में',
    doctors: 'हमारे डॉक्टर',
    departments: 'विभाग',
    media: 'मीडिया',
    image: 'तस्वीरें',
    gallery: 'गैलरी',
    blog: 'ब्लॉग',
    contact: 'हमसे संपर्क करें',
    services: 'सेवाएं',
    allDepartments: 'सभी विभाग',
    allDepartmentsCount: (count) => `सभी ${count} विभाग`,
    centreOfExpertise: 'सेंटर ऑफ़ एक्सपर्टीज़',
    menuButton: 'मेन्यू',
    back: 'वापस',
    mobileNav: 'मोबाइल मेन्यू',
    emergency24x7: '24x7 इमरजेंसी:',
  },

  search: {
    formLabel: 'साइट',
    inputLabel: 'साइट पर खोजें',
    placeholder: 'डॉक्टर, बीमारियां खोजें…',
    submit: 'खोजें',
  },

  // The Hindi index holds the Hindi pages only (no articles): the label and the examples name what it finds.
  searchPage: {
    crumb: 'खोजें',
    noscript: 'खोजने के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। हर डॉक्टर और हर विभाग तक इन पेजों से पहुंचा जा सकता है:',
    browseDepartments: 'सभी विभाग',
    browseDoctors: 'हमारे डॉक्टर',
    island: {
      label: 'डॉक्टर, विभाग या बीमारी',
      placeholder: 'उदाहरण: हेगड़े, यूरोलॉजी, पथरी',
      submit: 'खोजें',
      searching: 'खोज जारी है…',
      resultOne: '“{query}” के लिए {count} परिणाम',
      resultMany: '“{query}” के लिए {count} परिणाम',
      noResults: '“{query}” के लिए कोई परिणाम नहीं मिला। किसी डॉक्टर का नाम, विभाग या बीमारी खोजकर देखें।',
      failed: 'खोज लोड नहीं हो सकी। आप अब भी हमारे विभागों और डॉक्टरों के पेज देख सकते हैं।',
      resultsList: 'खोज के परिणाम',
      showMore: 'और परिणाम दिखाएं',
      moreCount: ' ({count} और)',
      types: { doctor: 'डॉक्टर', department: 'विभाग', article: 'लेख', service: 'सेवा', page: 'पेज' },
    },
  },

  footer: {
    directLinks: 'सीधे लिंक',
    reachUs: 'हम तक पहुंचें',
    emergency: 'इमरजेंसी:',
    hospital: 'हॉस्पिटल:',
    copyright: (year, siteName) => `© ${year} ${siteName}। प्रदर्शन के लिए नमूना सामग्री।`,
    socialMedia: 'सोशल मीडिया',
  },

  quickContact: {
    label: 'तुरंत संपर्क',
    chatOnWhatsApp: `WhatsApp पर हमसे चैट करें${hiNewTab}`,
    callHospital: (phone) => `हॉस्पिटल को कॉल करें: ${phone}`,
    sendMessage: 'हमें संदेश भेजें',
    sendMessageOnWhatsApp: `WhatsApp पर हमें संदेश भेजें${hiNewTab}`,
    popupTitle: 'हमें संदेश भेजें',
    popupIntro: 'आपका संदेश WhatsApp में खुलेगा, भेजने के लिए तैयार।',
  },

  breadcrumb: {
    navLabel: 'आप यहां हैं',
    page: (page) => `पेज ${page}`,
    servicesPage: (page) => `सेवाएं, पेज ${page}`,
  },

  pagination: {
    previous: 'पिछला पेज',
    next: 'अगला पेज',
  },

  form: { ...hiChatForm.formServer, ...hiChatForm.formIsland },
  validation: hiChatForm.validation,
  chat: { ...hiChatForm.chatServer, ...hiChatForm.chatIsland },
  carousel: { ...hiCarousel.carouselServer, ...hiCarousel.carouselIsland },

  home: {
    emergencyCall: (phone) => `इमरजेंसी: ${phone}`,
    facilitiesHeading: 'हमारी सुविधाएं',
    facilitiesCarousel: 'सुविधाएं',
    highlightsHeading: 'हमारी खासियतें',
    aboutHospital: 'हॉस्पिटल के बारे में',
    slidesHeading: 'हॉस्पिटल के अंदर',
    slidesCarousel: 'हॉस्पिटल के अंदर की तस्वीरें',
    departmentsEyebrow: 'विभाग',
    visitDepartment: (department) => `${department} विभाग देखें`,
    seeAllDepartments: (count) => `सभी ${count} विभाग देखें`,
    doctorsEyebrow: 'हमारे डॉक्टर',
    doctorsCarousel: 'डॉक्टर',
    findDoctor: 'विभाग के अनुसार डॉक्टर खोजें',
    visionMissionHeading: 'दृष्टि और लक्ष्य',
    vision: 'हमारी दृष्टि',
    mission: 'हमारा लक्ष्य',
    valuesEyebrow: 'हमारे मार्गदर्शक सिद्धांत',
    valuesTitle: 'हमारे मूल मूल्य',
    testimonialsEyebrow: 'मरीज़ों के अनुभव',
    testimonialsTitle: 'हमारे मरीज़ क्या कहते हैं',
    testimonialsCarousel: 'मरीज़ों के अनुभव',
    rated: (rating) => `5 में से ${rating} रेटिंग`,
    blogEyebrow: 'मीडिया सेंटर',
    blogCarousel: 'ताज़ा लेख',
    allArticles: 'सभी लेख',
  },

  figures: {
    heading: 'आंकड़ों में हमारा हॉस्पिटल',
  },

  articles: {
    moreInfo: 'और जानकारी',
  },

  dates: {
    months: HI_MONTHS,
    format: (day, month, year) => `${day} ${HI_MONTHS[month - 1]} ${year}`,
  },

  doctors: {
    card: {
      experience: (years) => `${years}+ साल का अनुभव`,
      bookAppointment: 'अपॉइंटमेंट बुक करें',
      bookWith: (doctor) => ` – ${doctor} के साथ, WhatsApp पर${hiNewTab}`,
    },
    directory: {
      allDoctors: 'सभी डॉक्टर',
      summaryAll: (count) => `सभी विभागों में कुल ${count} डॉक्टर`,
      summaryIn: (count, label) => `${label} में ${count} डॉक्टर`,
      pageOf: (page, total) => ` · ${total} में से पेज ${page}`,
      pagesAll: 'सभी डॉक्टरों की सूची के पेज',
      pagesOf: (label) => `${label} के डॉक्टरों की सूची के पेज`,
      carousel: 'हमारे सभी डॉक्टर',
    },
    filter: {
      navLabel: 'विभाग के अनुसार डॉक्टर',
      heading: 'विभाग',
      summaryLabel: (current) => `विभाग: ${current}`,
    },
    profile: {
      bookOnWhatsApp: ` – WhatsApp पर${hiNewTab}`,
      profile: 'परिचय',
      focusAreas: 'मुख्य विशेषज्ञता',
      atAGlance: 'एक नज़र में',
      qualifications: 'योग्यता',
      departments: 'विभाग',
      opd: 'ओपीडी का समय',
      languages: 'भाषाएं',
      nameInEnglish: 'अंग्रेज़ी में नाम',
      searchDepartments: (list) => `विभाग: ${list}।`,
      searchConditions: (list) => `जिन बीमारियों का इलाज होता है: ${list}।`,
    },
    languageNames: {
      English: 'अंग्रेज़ी',
      Kannada: 'कन्नड़',
      Hindi: 'हिंदी',
      Tamil: 'तमिल',
      Telugu: 'तेलुगु',
    },
  },

  departments: {
    askOnWhatsApp: 'WhatsApp पर पूछें',
    about: (department) => `${department} के बारे में`,
    conditionsTitle: 'हम इन बीमारियों का इलाज करते हैं',
    servicesEyebrow: 'सेवाएं',
    specialtyEyebrow: 'स्पेशियलिटी की जानकारी',
    callUs: {
      before: (department) => `${department} टीम से बात करने के लिए हमें`,
      after: () => 'पर कॉल करें।',
    },
    specialists: () => 'आपके विशेषज्ञ',
    doctorsCarousel: (department) => `${department} के डॉक्टर`,
    requestAppointment: 'अपॉइंटमेंट का अनुरोध करें',
    requestOnWhatsApp: 'WhatsApp पर अनुरोध भेजें',
    seeAllDoctors: (department) => `${department} के सभी डॉक्टर देखें`,
    faqEyebrow: 'सवाल',
    faqTitle: 'अक्सर पूछे जाने वाले सवाल',
    needHelp: (department) => `${department} विभाग से मदद चाहिए?`,
    callBannerText: 'हमें कॉल करें या संदेश भेजें; इमरजेंसी में हमारे 24x7 इमरजेंसी नंबर पर फ़ोन करें।',
    services: (department) => `${department} की सेवाएं`,
    servicesPages: (department) => `${department} की सेवाओं के पेज`,
    servicesPageSummary: (page, total, count) => `${total} में से पेज ${page}: कुल ${count} सेवाएं। किसी सेवा के बारे में पढ़ने के लिए उसे खोलें।`,
  },

  departmentService: {
    backTo: (department) => `${department} के पेज पर वापस जाएं`,
    otherServices: (department) => `${department} की अन्य सेवाएं`,
  },

  servicePanel: {
    close: 'बंद करें',
    loading: 'जानकारी लोड हो रही है…',
    failed: 'जानकारी लोड नहीं हो सकी।',
    openPage: 'इस सेवा का पेज खोलें',
  },

  contact: {
    emergency24x7: '24x7 इमरजेंसी',
    address: 'पता',
    openingHours: 'खुलने का समय',
    emergencyHours: 'इमरजेंसी:',
    opdHours: 'ओपीडी (बाहरी मरीज़ विभाग):',
    phoneAndWhatsApp: 'फ़ोन और WhatsApp',
    phoneLabels: { hospital: 'हॉस्पिटल', landline: 'लैंडलाइन', mobile: 'मोबाइल' },
    email: 'ई-मेल',
    showMap: 'नक्शा दिखाएं',
    mapLoadsFrom: (host) => `नक्शा ${host} से तभी लोड होगा, जब आप कहेंगे।`,
    mapTitle: (siteName, locality, city) => `नक्शा: ${siteName}, ${locality}, ${city}`,
  },

  errors: {
    title: 'अनपेक्षित एप्लिकेशन त्रुटि!',
    notFoundStatus: '404 · पेज नहीं मिला',
    isEmergency: 'क्या यह इमरजेंसी है? दिन हो या रात, हमें कभी भी फ़ोन करें।',
    numberAtTop: '24x7 इमरजेंसी नंबर इस पेज में सबसे ऊपर है।',
    findHeading: 'आप जो ढूंढ रहे थे, उसे यहां से खोजें',
    islandReason: 'पेज का यह हिस्सा नहीं दिखाया जा सका।',
    islandEmergency: 'क्या यह इमरजेंसी है? 24x7 इमरजेंसी नंबर इस पेज में सबसे ऊपर है।',
  },

  blog: {
    latestPosts: 'नए लेख',
    listingTitle: (heading, page) => `${heading}: पेज ${page}`,
    listingSummary: (page, pages, articles) => `${pages} में से पेज ${page} · कुल ${articles} लेख, नए पहले`,
    pagesLabel: 'ब्लॉग के पेज',
    metaPageTitle: (title, page) => `${title} – पेज ${page}`,
    metaPageDescription: (page, description) => `हमारे स्वास्थ्य लेखों का पेज ${page}: ${description}`,
    mediaEyebrow: 'मीडिया सेंटर',
    mediaHeading: 'ताज़ा जानकारी और लेख',
    mediaLabel: 'चुने हुए लेख',
    sidebarLabel: 'ब्लॉग का साइड कॉलम',
    announcements: 'ताज़ा सूचनाएं',
    needCare: 'अभी इलाज चाहिए?',
    emergencyOpen: 'हमारा इमरजेंसी विभाग हर दिन, 24 घंटे खुला रहता है।',
    byline: { before: 'प्रकाशित: ', between: ' · लेखक: ', after: (minutes) => ` · पढ़ने में ${minutes} मिनट`, updated: ' · अपडेट: ' },
    articlesCrumb: 'लेख',
    legacyIntro: { before: 'अब हर लेख का अपना पता है। नीचे से कोई लेख चुनें, या पूरा ', link: 'ब्लॉग', after: ' देखें।' },
  },

  expertise: {
    readMore: 'और पढ़ें',
    readMoreAbout: (name) => ` – ${name} के बारे में`,
    alsoInCentre: 'हमारे सर्जिकल सेंटर में ये भी',
    askOnWhatsApp: 'WhatsApp पर पूछें',
    askMessage: (name) => `नमस्ते, मुझे इस इलाज के बारे में और जानकारी चाहिए: ${name}।`,
    relatedDepartments: 'जुड़े हुए विभाग',
    bannerHeading: 'हमारी सर्जिकल टीम से बात करें',
    bannerText: 'यह इलाज आपके लिए ठीक है या नहीं, यह पूछने के लिए हमें फ़ोन करें या मैसेज भेजें।',
    allServices: 'सभी सेवाएं',
  },

  notes: {
    untranslated: 'इस पेज के कुछ हिस्सों का अभी अनुवाद नहीं हुआ है, इसलिए वे अंग्रेज़ी में दिखाए गए हैं।',
    inEnglish: '(अंग्रेज़ी में)',
  },

  switcher: {
    label: 'भाषा',
    choose: 'भाषा चुनें',
    homeOnly: ', होम पेज',
    names: LANGUAGE_NAMES,
  },

  seo: {
    ogImageAlt: (siteName) => `${siteName}, जयनगर, बेंगलुरु`,
    departmentTitle: (department) => `जयनगर, बेंगलुरु में ${department}`,
    departmentServicesTitle: (department, page) => `${department} की सेवाएं – पेज ${page}`,
    departmentServicesDescription: (page, total, department, services) =>
      `हमारे जयनगर हॉस्पिटल में ${department} की सेवाएं, ${total} में से पेज ${page}: ${services}`,
    departmentServiceDescription: (summary, department) => `${summary} जयनगर, बेंगलुरु के हमारे ${department} विभाग में।`,
    doctorDescription: (doctor, title, years, qualifications, days, hours) =>
      `${doctor}, ${title}, ${years}+ साल का अनुभव। ${qualifications}। ओपीडी: ${days}, ${hours}।`,
    directoryPageSuffix: (page) => ` – पेज ${page}`,
    directoryTitle: (label) => `जयनगर में ${label} के डॉक्टर`,
    directoryDescription: (summary, siteName, page, total) =>
      `${siteName}, जयनगर, बेंगलुरु – ${summary}${total > 1 ? ` (${total} में से पेज ${page})` : ''}: अनुभव, योग्यता, भाषाएं और ओपीडी के दिन, साथ में बुकिंग के लिए WhatsApp लिंक।`,
    reserveActionName: 'अपॉइंटमेंट बुक करें',
    emergencyHoursName: 'इमरजेंसी',
  },
};

const DICTIONARIES: Record<Language, UiStrings> = { en, kn, hi };

/** The interface strings of a language. */
export function ui(lang: Language): UiStrings {
  return DICTIONARIES[lang];
}
