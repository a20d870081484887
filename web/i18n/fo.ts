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
    /** Under a list of the family's history (completed tasks, finished events…): reads the next rows. */
    showOlder: "Vís fleiri",
    olderFailed: "Tað eydnaðist ikki at lesa fleiri. Royn aftur.",
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
    themeToDark: "Skift til myrkt útsjónd",
    themeToLight: "Skift til ljóst útsjónd",
    admin: "Umsitingarpanel",
    support: "Stuðul",
    supportUnread: "Stuðul – tú hevur ólisin boð",
    help: "Hjálp",
    logout: "Rita út",
  },

  auth: {
    logoutTitle: "Útritan eyðnaðist",
    logoutBody: "Tú ert nú útloggaður",
    meError: "Feilur við at henta brúkarauplaýsingar",
    useAuthOutside: "useAuth skal brúkast innan AuthProvider",
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
