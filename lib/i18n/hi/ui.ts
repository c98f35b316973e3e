/**
 * The Hindi interface words: what ../en/ui.ts says, group by group, in
 * Hindi; the words the islands write are beside it (chat-form.ts,
 * carousel.ts). Conventions: ../ui.ts; terms: content/hi/GLOSSARY.md.
 *
 * A sentence ends with "।".
 */
import { LANGUAGE_NAMES } from '../languages';
import type { UiStrings } from '../en/ui';
import * as chatForm from './chat-form';
import * as carousel from './carousel';

const HI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

const hiNewTab = ' (नए टैब में खुलता है)';

export const hi: UiStrings = {
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

  form: { ...chatForm.formServer, ...chatForm.formIsland },
  validation: chatForm.validation,
  chat: { ...chatForm.chatServer, ...chatForm.chatIsland },
  carousel: { ...carousel.carouselServer, ...carousel.carouselIsland },

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
    numberAtTop: '24x7 इमरजेंसी नंबर इस पेज पर सबसे ऊपर है।',
    findHeading: 'आप जो ढूंढ रहे थे, उस तक यहां से पहुंचें',
    islandReason: 'पेज का यह हिस्सा नहीं दिखाया जा सका।',
    islandEmergency: 'क्या यह इमरजेंसी है? 24x7 इमरजेंसी नंबर इस पेज पर सबसे ऊपर है।',
  },

  blog: {
    latestPosts: 'ताज़ा लेख',
    listingTitle: (heading, page) => `${heading}: पेज ${page}`,
    listingSummary: (page, pages, articles) => `${pages} में से पेज ${page} · कुल ${articles} लेख, सबसे नए पहले`,
    pagesLabel: 'ब्लॉग के पेज',
    metaPageTitle: (title, page) => `${title} – पेज ${page}`,
    metaPageDescription: (page, description) => `हमारे स्वास्थ्य लेखों का पेज ${page}: ${description}`,
    mediaEyebrow: 'मीडिया सेंटर',
    mediaHeading: 'ताज़ा अपडेट और लेख',
    mediaLabel: 'चुने हुए लेख',
    sidebarLabel: 'ब्लॉग का साइड कॉलम',
    announcements: 'ताज़ा घोषणाएं',
    needCare: 'अभी इलाज चाहिए?',
    emergencyOpen: 'हमारा इमरजेंसी विभाग हर दिन, 24 घंटे खुला रहता है।',
    byline: { before: 'प्रकाशित: ', between: ' · लेखक: ', after: (minutes) => ` · पढ़ने में ${minutes} मिनट`, updated: ' · अपडेट: ' },
    articlesCrumb: 'लेख',
    legacyIntro: { before: 'अब हर लेख का अपना अलग पेज है। नीचे से कोई लेख चुनें, या पूरा ', link: 'ब्लॉग', after: ' देखें।' },
  },

  expertise: {
    readMore: 'और पढ़ें',
    readMoreAbout: (name) => ` – ${name} के बारे में`,
    alsoInCentre: 'हमारे सर्जिकल सेंटर में ये भी',
    askOnWhatsApp: 'WhatsApp पर पूछें',
    askMessage: (name) => `नमस्ते, कृपया मुझे ${name} के बारे में और जानकारी दें।`,
    relatedDepartments: 'संबंधित विभाग',
    bannerHeading: 'हमारी सर्जिकल टीम से बात करें',
    bannerText: 'यह इलाज आपके लिए सही है या नहीं, यह पूछने के लिए हमें फ़ोन करें या संदेश भेजें।',
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
