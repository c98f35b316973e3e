/**
 * The Kannada interface words: what ../en/ui.ts says, group by group, in
 * Kannada; the words the islands write are beside it (chat-form.ts,
 * carousel.ts). Conventions: ../ui.ts; terms: content/kn/GLOSSARY.md.
 *
 * Names of departments, doctors and services come from the translated
 * content. A template never adds a case ending to such a name (names carry
 * a bracketed English term, and some already end in ವಿಭಾಗ), so it puts the
 * name before a colon or a free-standing word instead.
 */
import { LANGUAGE_NAMES } from '../languages';
import type { UiStrings } from '../en/ui';
import * as chatForm from './chat-form';
import * as carousel from './carousel';

const KN_MONTHS = ['ಜನವರಿ', 'ಫೆಬ್ರವರಿ', 'ಮಾರ್ಚ್', 'ಏಪ್ರಿಲ್', 'ಮೇ', 'ಜೂನ್', 'ಜುಲೈ', 'ಆಗಸ್ಟ್', 'ಸೆಪ್ಟೆಂಬರ್', 'ಅಕ್ಟೋಬರ್', 'ನವೆಂಬರ್', 'ಡಿಸೆಂಬರ್'] as const;

const knNewTab = ' (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)';

export const kn: UiStrings = {
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

  form: { ...chatForm.formServer, ...chatForm.formIsland },
  validation: chatForm.validation,
  chat: { ...chatForm.chatServer, ...chatForm.chatIsland },
  carousel: { ...carousel.carouselServer, ...carousel.carouselIsland },

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
    findHeading: 'ಇಲ್ಲಿಂದ ನಿಮಗೆ ಬೇಕಾದ ಪುಟಕ್ಕೆ ಹೋಗಿ',
    islandReason: 'ಪುಟದ ಈ ಭಾಗವನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    islandEmergency: 'ಇದು ತುರ್ತು ಸಂದರ್ಭವೇ? 24x7 ತುರ್ತು ಸಂಖ್ಯೆ ಈ ಪುಟದ ಮೇಲ್ಭಾಗದಲ್ಲಿದೆ.',
  },

  blog: {
    latestPosts: 'ಇತ್ತೀಚಿನ ಲೇಖನಗಳು',
    listingTitle: (heading, page) => `${heading}: ಪುಟ ${page}`,
    listingSummary: (page, pages, articles) => `${pages} ಪುಟಗಳಲ್ಲಿ ${page}ನೇ ಪುಟ · ಒಟ್ಟು ${articles} ಲೇಖನಗಳು, ಇತ್ತೀಚಿನವು ಮೊದಲು`,
    pagesLabel: 'ಬ್ಲಾಗ್ ಪುಟಗಳು',
    metaPageTitle: (title, page) => `${title} – ಪುಟ ${page}`,
    metaPageDescription: (page, description) => `ನಮ್ಮ ಆರೋಗ್ಯ ಲೇಖನಗಳ ${page}ನೇ ಪುಟ: ${description}`,
    mediaEyebrow: 'ಮಾಧ್ಯಮ ಕೇಂದ್ರ',
    mediaHeading: 'ಇತ್ತೀಚಿನ ಸುದ್ದಿಗಳು ಮತ್ತು ಲೇಖನಗಳು',
    mediaLabel: 'ಆಯ್ದ ಲೇಖನಗಳು',
    sidebarLabel: 'ಬ್ಲಾಗ್‌ನ ಪಕ್ಕದ ಭಾಗ',
    announcements: 'ಇತ್ತೀಚಿನ ಪ್ರಕಟಣೆಗಳು',
    needCare: 'ಈಗಲೇ ಚಿಕಿತ್ಸೆ ಬೇಕೇ?',
    emergencyOpen: 'ನಮ್ಮ ತುರ್ತು ಚಿಕಿತ್ಸಾ ವಿಭಾಗ ಪ್ರತಿದಿನ 24 ಗಂಟೆಯೂ ತೆರೆದಿರುತ್ತದೆ.',
    byline: { before: 'ಪ್ರಕಟಿಸಿದ ದಿನಾಂಕ: ', between: ' · ಲೇಖಕರು: ', after: (minutes) => ` · ಓದಲು ${minutes} ನಿಮಿಷ`, updated: ' · ನವೀಕರಿಸಿದ ದಿನಾಂಕ: ' },
    articlesCrumb: 'ಲೇಖನಗಳು',
    legacyIntro: { before: 'ಈಗ ಪ್ರತಿ ಲೇಖನಕ್ಕೂ ತನ್ನದೇ ಪುಟವಿದೆ. ಕೆಳಗೆ ಒಂದನ್ನು ಆರಿಸಿ, ಅಥವಾ ', link: 'ಬ್ಲಾಗ್', after: ' ನೋಡಿ.' },
  },

  expertise: {
    readMore: 'ಇನ್ನಷ್ಟು ಓದಿ',
    readMoreAbout: (name) => ` – ಈ ಸೇವೆಯ ಬಗ್ಗೆ: ${name}`,
    alsoInCentre: 'ನಮ್ಮ ಶಸ್ತ್ರಚಿಕಿತ್ಸಾ ಕೇಂದ್ರದಲ್ಲಿ ಇವೂ ಇವೆ',
    askOnWhatsApp: 'WhatsApp ಮೂಲಕ ಕೇಳಿ',
    askMessage: (name) => `ನಮಸ್ಕಾರ, ಈ ಸೇವೆಯ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿದುಕೊಳ್ಳಲು ಬಯಸುತ್ತೇನೆ: ${name}.`,
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
