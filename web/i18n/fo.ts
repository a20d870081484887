/**
 * The family-facing app's texts, keyed. They are the product's texts word for word, including the
 * few it writes in English ('Failed to fetch events'…). Server texts arrive in `message` and are
 * shown as they come (contract/messages.ts).
 *
 * This module holds what the sign-in route and the app's frame need; each feature's texts live in
 * `fo/<feature>.ts` (`foShopping`, `foFamily`, …) and load with that feature's code. One object
 * here would put every feature's text into the sign-in route's bundle, which has a budget
 * (docs/bench.md). A new feature adds its own `fo/<feature>.ts`.
 */
export const fo = {
  common: {
    appName: "FamilyHub",
    loading: "Lesur…",
    close: "Lat aftur",
    retry: "Royn aftur",
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
    // Sign-in accepts the 6 characters a reset allows (web/features/auth/lib/forms.ts).
    loginPasswordPlaceholder: "Í minsta lagi 8 tekin",
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
    loginChallengeHint: "Ov nógvar skeivar royndir við hesum brúkaranavninum. Svara rokniuppgávuni og rita inn aftur.",
    human: "Eg eri eitt menniskja",
    notHuman: "Vinarliga vátta at tú ert menniskja.",
    honeypotLabel: "Heimasíða (skal vera tóm)",
    inviteNote: "Tú ert boðin/n við í eina familju. Tá ið tú skrásetur teg, verður tú partur av henni.",
    checkFailedTitle: "Feilur",
    verified: "Teldupostur váttaður!",
    alreadyVerified: "Longu váttað!",
    verifyFailedTitle: "Váttanin miseydnaðist",
    verifyFailed: "Slóðin er ógildug ella útgingin. Rita inn og bið um eina nýggja, ella vel eitt nýtt loyniorð.",
    codeTitle: "Kota úr appini",
    codeHelp: "Skriva kotuna við 6 tølum úr tryggingarappini (authenticator). Hevur tú ikki telefonina, kanst tú skriva eina av endurstovnskotunum.",
    codeLabel: "Kota",
    codeRequired: "Skriva kotuna",
    codeButton: "Staðfest",
    codeChecking: "Kannar…",
    codeBack: "Aftur til innritan",
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
    tooShort: "Loyniorðið skal vera í minsta lagi 8 tekin",
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

  /** The pages' titles: the frame, the dashboard's cards and the pages themselves show them. */
  pages: {
    calendar: "Kalendari",
    reminders: "Uppgávur",
    meals: "Matarætlan",
    help: "Hjálp og Vegleiðing",
    support: "Stuðul",
  },
} as const;
