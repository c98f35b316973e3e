/**
 * The English interface words, and with them the shape of every language's
 * dictionary (UiStrings): kn/ui.ts and hi/ui.ts have the same groups and
 * entries. Each English entry is exactly what the code wrote before it had
 * a dictionary (the source file is named in each group's comment), so
 * swapping a literal for `ui(lang).group.key` changed no English output.
 * The conventions of every dictionary are in ../ui.ts.
 */
import { LANGUAGE_NAMES } from '../languages';
import type { Widen } from '../widen';
import type { SearchWords } from '../../search';
import * as chatForm from './chat-form';
import * as carousel from './carousel';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const enDoctors = (n: number) => (n === 1 ? 'doctor' : 'doctors');

export const en = {
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

  /** The chat-link forms (./chat-form.ts): form, validation messages, chat messages; the carousels (./carousel.ts). */
  form: { ...chatForm.formServer, ...chatForm.formIsland },
  validation: chatForm.validation,
  chat: { ...chatForm.chatServer, ...chatForm.chatIsland },
  carousel: { ...carousel.carouselServer, ...carousel.carouselIsland },

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
   * islands/runtime/failure.ts (title, islandReason, islandEmergency; on a
   * translated page components/layout/site-chrome.tsx passes the last two
   * in the page's language). `title` is the spec's error heading; the
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
