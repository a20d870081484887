/**
 * The install button's steps for a browser that gives no prompt (web/app/layout/install-button.tsx):
 * loaded on the tap that shows them, not with the entry, which every route loads (docs/bench.md).
 */
export const installManual =
  "Soleiðis leggur tú FamilyHub á heimaskíggjan:\n\n" +
  "iPhone og iPad (Safari): Trýst á Deil-knøttin (kassin við pílinum) og vel „Legg á heimaskíggja“.\n\n" +
  "Android (Chrome): Trýst á valmyndina (⋮) ovast til høgru og vel „Installera app“ ella „Legg á heimaskíggja“.\n\n" +
  "Telda (Chrome ella Edge): Trýst á installera-ímyndina í adressubjálkanum.";
