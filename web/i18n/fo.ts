/**
 * Every text the family-facing app shows, keyed. Texts quoted by the specs (01 §2, §5, §8; 02 §2,
 * §5, §8) are kept word for word, including the few the original left in English. Server texts
 * arrive in `message` and are shown as they come (contract/messages.ts).
 */
export const fo = {
  common: {
    appName: "FamilyHub",
    loading: "Lesur…",
    close: "Lat aftur",
    retry: "Royn aftur",
    comingSoon: "Henda síðan kemur skjótt.",
    home: "Forsíða",
    backHome: "Aftur til forsíðuna",
    skipToContent: "Far til innihaldið",
  },

  notFound: {
    title: "404 Page Not Found",
    hint: "Did you forget to add the page to the router?",
  },

  header: {
    mainNav: "Høvuðsvalmynd",
    adminBadge: "Admin",
    signedInAs: (username: string) => `Innritað/ur sum ${username}`,
    install: "Legg appina á heimaskíggjan",
    installManual:
      "Soleiðis leggur tú FamilyHub á heimaskíggjan:\n\n" +
      "iPhone og iPad (Safari): Trýst á Deil-knøttin (kassin við pílinum) og vel „Legg á heimaskíggja“.\n\n" +
      "Android (Chrome): Trýst á valmyndina (⋮) ovast til høgru og vel „Installera app“ ella „Legg á heimaskíggja“.\n\n" +
      "Telda (Chrome ella Edge): Trýst á installera-ímyndina í adressubjálkanum.",
    themeToDark: "Skift til myrkt útsjónd",
    themeToLight: "Skift til ljóst útsjónd",
    admin: "Umsitingarpanel",
    support: "Stuðul",
    supportUnread: "Stuðul – tú hevur ólisin boð",
    help: "Hjálp",
    logout: "Rita út",
  },

  auth: {
    signInTitle: "Rita inn",
    registerTitle: "Skráset",
    username: "Brúkaranavn",
    usernamePlaceholder: "Í minsta lagi 5 tekin",
    password: "Loyniorð",
    passwordPlaceholder: "Í minsta lagi 8 tekin",
    email: "Teldupostur",
    emailPlaceholder: "navn@dømi.fo",
    rememberMe: "Minst til mín",
    forgotPassword: "Gloymt loyniorð?",
    signInButton: "Rita inn",
    signingIn: "Ritar inn…",
    registerButton: "Skráset",
    registering: "Skrásetir…",
    challengeLabel: (a: number, b: number) => `Hvat er ${a} + ${b}?`,
    challengeLoading: "Heintar rokniuppgávu…",
    challengeError: "Eyðnaðist ikki at heinta rokniuppgávuna.",
    answerPlaceholder: "Svar",
    human: "Eg eri eitt menniskja",
    notHuman: "Vinarliga vátta at tú ert menniskja.",
    honeypotLabel: "Heimasíða (skal vera tóm)",
    inviteNote: "Tú ert boðin/n við í eina familju. Tá ið tú skrásetur teg, verður tú partur av henni.",
    checkFailedTitle: "Feilur",
    verified: "Teldupostur váttaður!",
    alreadyVerified: "Longu váttað!",
    loginSuccessTitle: "Innritan eyðnaðist",
    loginSuccess: (username: string) => `Vælkomin, ${username}!`,
    loginFailed: "Innlogging miseydnaðist",
    registerSuccessTitle: "Brúkari stovnaður",
    registerFailed: "Skrásettan miseydnaðist",
    logoutTitle: "Útritan eyðnaðist",
    logoutBody: "Tú ert nú útloggaður",
    meError: "Feilur við at henta brúkarauplaýsingar",
    useAuthOutside: "useAuth skal brúkast innan AuthProvider",
  },

  resetPassword: {
    title: "Gloymt loyniorð",
    intro: "Skriva teldupostadressuna hjá tær, so senda vit tær eina slóð at velja nýtt loyniorð.",
    email: "Teldupostur",
    submit: "Send slóð",
    sending: "Sendir…",
    sentTitle: "Teldubræv sent",
    sentBody: "Um adressan er skrásett, hava vit sent eitt teldubræv við einari slóð.",
    back: "Aftur til innritan",
    emailMissing: "Teldupostadressan manglar",
    errorTitle: "Brek",
    failed: "Eyðnaðist ikki at senda teldubræv",
    networkError: "Nakað fór galt",
  },

  newPassword: {
    title: "Nýtt loyniorð",
    password: "Nýtt loyniorð",
    confirm: "Endurtak nýtt loyniorð",
    submit: "Broyt loyniorð",
    saving: "Goymir…",
    invalidLink: "Ógild slóð",
    invalidLinkBody: "Slóðin er ógildug ella útgingin. Bið um eina nýggja.",
    requestNew: "Bið um nýggja slóð",
    allRequired: "Allar teigir skulu fyllast út",
    mismatch: "Loyniorðini eru ikki eins",
    tooShort: "Loyniorðið skal vera í minsta lagi 6 tekin",
    changedTitle: "Loyniorð broytt",
    changedBody: "Tú kanst nú rita inn við nýggja loyniorðinum.",
    signIn: "Rita inn",
    errorTitle: "Brek",
    failed: "Eyðnaðist ikki at broyta loyniorð",
    networkError: "Nakað fór galt",
  },

  session: {
    errorTitle: "Feilur",
  },

  dashboard: {
    greeting: (username: string) => `Hey, ${username}!`,
    title: "Yvirlit",
    emptyCount: "–",
    more: "…",
  },

  shopping: {
    title: "Innkeypslisti",
    openCount: (n: number) => (n === 1 ? "1 vøra eftir at keypa" : `${n} vørur eftir at keypa`),
    loading: "Lesur…",
    empty: "Einki á handilslistanum",
    fetchError: "Eyðnaðist ikki at henta handilslistar",
    quantity: (n: number) => `Tal: ${n}`,
    bought: "Keypt",
    mealDay: (weekday: string) => `Matarætlan ${weekday}`,
    edit: (name: string) => `Rætta ${name}`,
    delete: (name: string) => `Strika ${name}`,
    renameLabel: (name: string) => `Nýtt navn til ${name}`,
    save: "Rætta",
    cancel: "Angra",
    showMore: (n: number) => `Vís ${n} meira`,
    showLess: "Vís minni",
    statsToggle: (n: number) => `Hagtøl (${n})`,
    statsTitle: "Hagtøl",
    statsShowAll: (n: number) => `Vís allar ${n} vørur`,
    statsShowFirst: (n: number) => `Vís bert ${n} vørur`,
    statsRow: (count: number, date: string) => `${count} ferðir • Seinast keypt ${date}`,
    statsTotal: (n: number) => `Tilsamans ${n}`,
    statsEmpty: "Eingi hagtøl enn",
    statsError: "Eyðnaðist ikki at henta hagtøl",
    addTitle: "Legg nýtt á lista",
    addLabel: "Vøra",
    addPlaceholder: "Hvat skalt tú keypa?",
    addButton: "Skráset vøru",
    addSuccessTitle: "Success",
    addSuccess: "Lagt í innkeypslista",
    addErrorTitle: "Error",
    addError: "Eyðnaðist ikki at goyma",
    renameSuccess: "Vøra rættað",
    errorTitle: "Villa",
    renameError: "Eyðnaðist ikki at rætta vøru",
    itemDeleteError: "Eyðnaðist ikki at strika vøruna",
    toggleError: "Eyðnaðist ikki at dagføra vøruna",
    openLink: "Opna innkeypslistan",
  },

  calendar: {
    title: "Kalendari",
  },

  reminders: {
    title: "Uppgávur",
  },

  meals: {
    title: "Matarætlan",
  },

  help: {
    title: "Hjálp og Vegleiðing",
  },

  support: {
    title: "Stuðul",
  },

  family: {
    invite: "Bjóða familjulimi",
    inviteTitle: "Bjóða familjulimi",
    inviteIntro:
      "Send hesa slóðina til tann, ið skal vera við í familjuni. Við slóðini skrásetir viðkomandi seg og kemur beinleiðis í tína familju.",
    creating: "Stovnar innbjóðing…",
    linkLabel: "Slóð",
    codeLabel: "Kota",
    copyLink: "Avrita slóð",
    copyCode: "Avrita kotu",
    copied: "Avritað!",
    copyFailed: "Eyðnaðist ikki at avrita. Avrita tekstin sjálv/ur.",
    expires: (date: string) => `Galdandi til ${date}`,
    error: "Eyðnaðist ikki at stovna innbjóðing",
    errorTitle: "Villa",
    noFamily: "Tú ert ikki í eini familju enn. Skriva kotuna úr innbjóðingini fyri at koma við.",
    joinLabel: "Innbjóðingarkota",
    joinButton: "Kom við í familjuna",
    joined: "Tú ert nú við í familjuni",
    joinError: "Eyðnaðist ikki at koma við í familjuna",
  },

  /** Sun is as the spec writes it (01 §9). Index = Date#getDay(). */
  weekdaysShort: ["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"],
  weekdaysLong: ["sunnudagur", "mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur"],
} as const;
